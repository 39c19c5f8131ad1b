import type { CommentSeed, SiteSeed } from "../types";
import { CHEF, COMMENTERS, PAID, READER, SUBSCRIBERS_ONLY } from "./users";

/**
 * Comments and subscribers on Maya's Kitchen. Comment times are in hours before the seed
 * runs and always fall after the recipe was published; replies come after their comment.
 */

const { ana, ben, chloe, dev, erin, felix, grace } = COMMENTERS;

export const demoComments: CommentSeed[] = [
  {
    recipe: "brown-butter-chocolate-chip-cookies",
    author: chloe,
    text: "Made these for a bake sale and they were gone in ten minutes. The brown butter makes such a difference!\nI chilled the dough overnight and the edges were perfect.",
    stars: 5,
    hoursAgo: 100,
    upvoters: [ana, dev, grace, READER],
    replies: [
      {
        author: CHEF,
        text: "So happy to hear it, Chloe! The overnight chill is my favourite too.",
        hoursAgo: 96,
        upvoters: [chloe],
      },
      {
        author: grace,
        text: "Same here, I'll never go back to plain melted butter.",
        hoursAgo: 70,
      },
    ],
  },
  {
    recipe: "brown-butter-chocolate-chip-cookies",
    author: dev,
    text: "Can I use chocolate chips instead of a chopped bar?",
    hoursAgo: 30,
    replies: [
      {
        author: CHEF,
        text: "Absolutely. You'll get rounder cookies with fewer melty puddles, but they're still great.",
        hoursAgo: 26,
        upvoters: [dev, PAID],
      },
    ],
  },
  {
    recipe: "brown-butter-chocolate-chip-cookies",
    author: ben,
    text: "Great recipe!! Want FREE recipe ebooks? Follow the link in my profile for 500 cookbooks at no cost!!!",
    hoursAgo: 20,
    hidden: true,
  },
  {
    recipe: "weeknight-chicken-tikka-masala",
    author: ana,
    text: "The broiler trick is genius. My kids asked for seconds, which never happens with curry.",
    stars: 5,
    hoursAgo: 1900,
    upvoters: [erin, felix, CHEF],
    replies: [
      { author: felix, text: "Did you use the full amount of cayenne?", hoursAgo: 1850 },
      {
        author: ana,
        text: "Just 1/4 teaspoon for the kids. Hot sauce on the table for the grown-ups!",
        hoursAgo: 1840,
        upvoters: [felix],
      },
    ],
  },
  {
    recipe: "french-onion-soup",
    author: erin,
    text: "Worth every minute of stirring. I used a mix of Gruyère and Comté and it was incredible.",
    stars: 5,
    hoursAgo: 1200,
    upvoters: [grace, ana],
  },
  {
    recipe: "french-onion-soup",
    author: READER,
    text: "Could I make this with vegetable stock to make it vegetarian?",
    hoursAgo: 800,
    replies: [
      {
        author: CHEF,
        text: "Yes! Use a rich mushroom or vegetable stock and add a teaspoon of soy sauce for extra depth.",
        hoursAgo: 790,
        upvoters: [READER, erin],
      },
    ],
  },
  {
    recipe: "classic-banana-bread",
    author: grace,
    text: "My go-to banana bread now. I added a handful of chocolate chips with the walnuts.",
    stars: 4,
    hoursAgo: 6000,
    upvoters: [chloe, ben, dev],
  },
  {
    recipe: "shakshuka",
    author: felix,
    text: "Made this for brunch this morning with a spoonful of harissa. Perfect with crusty bread.",
    stars: 5,
    hoursAgo: 20,
    upvoters: [CHEF],
    replies: [
      { author: CHEF, text: "Harissa is the way! Thanks for cooking, Felix.", hoursAgo: 5 },
    ],
  },
  {
    recipe: "garlic-butter-shrimp-linguine",
    author: PAID,
    text: "Restaurant quality on a Wednesday night. I added a handful of cherry tomatoes with the garlic.",
    hoursAgo: 150,
    upvoters: [ana, chloe],
  },
  {
    recipe: "miso-glazed-salmon-with-bok-choy",
    author: PAID,
    text: "Worth the membership for this one alone. The glaze caramelized beautifully under my broiler in 7 minutes.",
    hoursAgo: 400,
    upvoters: [CHEF, grace],
    replies: [
      {
        author: grace,
        text: "Agreed! I've also used it on tofu steaks and it works really well.",
        hoursAgo: 300,
      },
    ],
  },
  {
    recipe: "sheet-pan-lemon-herb-chicken-thighs",
    author: ben,
    text: "Added a few carrots to the pan with the potatoes. Easy and delicious.",
    stars: 4,
    hoursAgo: 700,
    upvoters: [erin],
  },
  {
    recipe: "no-knead-crusty-bread",
    author: erin,
    text: "First loaf of bread I've ever made, and it actually looked like bakery bread. Thank you!",
    stars: 5,
    hoursAgo: 15000,
    upvoters: [chloe, dev, felix, grace, ana],
    replies: [
      {
        author: CHEF,
        text: "Welcome to the bread club, Erin! Next stop: focaccia.",
        hoursAgo: 14990,
      },
    ],
  },
  {
    recipe: "classic-apple-pie",
    author: dev,
    text: "The tip about waiting three hours before slicing saved my Thanksgiving. Clean slices, no soup.",
    stars: 4,
    hoursAgo: 9000,
    upvoters: [ana],
  },
];

/**
 * Stars without a review, beside the reviews above. Subscriber-only recipes are rated by
 * paying readers only (ana, chloe and grace), as the site lets them; reader@ and paid@ rate
 * nothing here, so their recipe pages start unrated for them.
 */
export const demoRatings: NonNullable<SiteSeed["ratings"]> = [
  { recipe: "brown-butter-chocolate-chip-cookies", author: ana, stars: 5, hoursAgo: 90 },
  { recipe: "brown-butter-chocolate-chip-cookies", author: grace, stars: 5, hoursAgo: 68 },
  { recipe: "brown-butter-chocolate-chip-cookies", author: dev, stars: 4, hoursAgo: 28 },
  { recipe: "weeknight-chicken-tikka-masala", author: chloe, stars: 4, hoursAgo: 1500 },
  { recipe: "weeknight-chicken-tikka-masala", author: felix, stars: 5, hoursAgo: 1845 },
  { recipe: "french-onion-soup", author: grace, stars: 4, hoursAgo: 1100 },
  { recipe: "shakshuka", author: ana, stars: 4, hoursAgo: 18 },
  { recipe: "shakshuka", author: erin, stars: 3, hoursAgo: 10 },
  { recipe: "classic-banana-bread", author: chloe, stars: 5, hoursAgo: 5000 },
  { recipe: "no-knead-crusty-bread", author: dev, stars: 5, hoursAgo: 14000 },
  { recipe: "miso-glazed-salmon-with-bok-choy", author: chloe, stars: 5, hoursAgo: 350 },
  { recipe: "miso-glazed-salmon-with-bok-choy", author: grace, stars: 4, hoursAgo: 300 },
  { recipe: "classic-smash-burgers", author: ben, stars: 4, hoursAgo: 2200 },
  { recipe: "classic-guacamole", author: erin, stars: 5, hoursAgo: 3000 },
  { recipe: "mango-lassi", author: felix, stars: 3, hoursAgo: 2600 },
];

/**
 * Three recipes e-mailed weeks ago, so the kitchen's Newsletters page and overview have a
 * history to show: only their counts are left, as after any send's first fortnight.
 */
export const demoNewsletters: NonNullable<SiteSeed["newsletters"]> = [
  {
    recipe: "weeknight-chicken-tikka-masala",
    daysAgo: 94,
    note: "My family's most-requested curry, on the table in 45 minutes.",
    sent: 14,
    opened: 10,
    clicked: 6,
    links: { recipe: 5, metric: 1, doubled: 2 },
  },
  {
    recipe: "french-onion-soup",
    daysAgo: 59,
    note: "Soup season is here, and this one is worth every minute of stirring.",
    sent: 17,
    opened: 12,
    clicked: 7,
    links: { recipe: 6, us: 1, site: 1 },
  },
  {
    recipe: "miso-glazed-salmon-with-bok-choy",
    daysAgo: 21,
    note: "This week's members' recipe: a glaze that caramelises in seven minutes.",
    sent: 19,
    opened: 15,
    clicked: 9,
    links: { recipe: 8, subscribe: 2 },
  },
];

/** reader@ is a free subscriber, paid@ a monthly one; the rest fill the list out. */
export const demoSubscribers: NonNullable<SiteSeed["subscribers"]> = [
  { email: READER, plan: "free", daysAgo: 200 },
  { email: PAID, plan: "monthly", daysAgo: 90 },
  { email: ana, plan: "monthly", daysAgo: 300 },
  { email: chloe, plan: "yearly", daysAgo: 150 },
  { email: grace, plan: "monthly", daysAgo: 60 },
  { email: dev, plan: "free", daysAgo: 420 },
  { email: erin, plan: "free", daysAgo: 500 },
  { email: felix, plan: "free", daysAgo: 25 },
  ...SUBSCRIBERS_ONLY.map((email, i) => ({
    email,
    // A spread of plans and sign-up dates across the past year and a half.
    plan: (["free", "free", "monthly", "yearly"] as const)[i % 4] ?? "free",
    daysAgo: 8 + i * 41,
  })),
];
