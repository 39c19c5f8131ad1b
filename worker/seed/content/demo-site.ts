import type { SiteSeed } from "../types";
import { demoComments, demoNewsletters, demoRatings, demoSubscribers } from "./demo-community";
import { bakingRecipes } from "./demo-recipes-baking";
import { brunchRecipes } from "./demo-recipes-brunch";
import { draftRecipes } from "./demo-recipes-drafts";
import { grillingRecipes } from "./demo-recipes-grilling";
import { soupRecipes } from "./demo-recipes-soups";
import { weeknightRecipes } from "./demo-recipes-weeknight";
import { CHEF, MANAGER } from "./users";

/**
 * Maya's Kitchen, the flagship demo site: every feature switched on and filled in, so the
 * home page, recipe pages, paywall, comments, links, events and subscriptions all have
 * something real to show.
 */
export const demoSite: SiteSeed = {
  slug: "demo",
  title: "Maya's Kitchen",
  owner: CHEF,
  managers: [MANAGER],
  aboutShort:
    "Weeknight dinners, Sunday baking and everything in between, tested in a tiny Brooklyn kitchen.",
  aboutHeading: "Hi, I'm Maya",
  about: `I'm a recipe developer, home cook and former line cook living in Brooklyn with my partner, our toddler and a very opinionated cat. Maya's Kitchen is where I share the food we actually eat: fast, flavour-packed weeknight dinners, slow Sunday baking projects, and big pots of soup for the freezer.

## How I write recipes

Every recipe here is tested at least three times in a regular home kitchen, with regular equipment, by me and by my recipe tester Jess. I give weights and volumes, tell you what it should look, smell and sound like at each step, and flag the places where things usually go wrong.

- **Weeknight** recipes take 45 minutes or less, start to finish.
- **Sunday** recipes take longer, but most of it is hands-off.
- Every recipe works with the ingredients from an ordinary supermarket.

## Membership

Members get every recipe on the site, including the _subscriber-only_ ones, plus a weekly meal plan and early access to cooking classes. It's what keeps this site independent and ad-light. [Become a member](/subscribe) for less than a cup of coffee a month.

Have a question about a recipe? Leave a comment on it; I read every single one.`,
  colorTheme: "paper",
  typeTheme: "editorial",
  headerLayout: "left",
  layout: "standard",
  defaultMeasurementSystem: "imperial",
  defaultTemperatureSystem: "fahrenheit",
  newslettersEnabled: true,
  mailingAddress: "Maya's Kitchen, 123 Atlantic Avenue, Brooklyn, NY 11201, USA",
  welcomeMessage: `Thank you for subscribing! Every new recipe from my kitchen will come to you by e-mail, usually on a Sunday morning.

If you are not sure where to start, the Classic Banana Bread is a good first bake: it forgives everything.

Happy cooking,
Maya`,
  paidWelcomeMessage: `Thank you for supporting my kitchen! Your plan opens every recipe on the site, the subscriber-only ones too, starting with the Overnight Cinnamon Rolls.

Your support pays for the testing: every recipe here is baked at least three times before it reaches you.

With thanks,
Maya`,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  commentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 5000,
  featuredImage: { hue: 20, motif: "portrait", seed: 900 },
  linkPageHeading: "Everything Maya's Kitchen, in one place",
  socialMediaLinks: [
    { platform: "instagram", url: "https://www.instagram.com/mayaskitchen.demo" },
    { platform: "pinterest", url: "https://www.pinterest.com/mayaskitchendemo" },
    { platform: "youtube", url: "https://www.youtube.com/@mayaskitchendemo" },
    { platform: "tiktok", url: "https://www.tiktok.com/@mayaskitchen.demo" },
    { platform: "email", url: "mailto:hello@mayaskitchen.example.com" },
  ],
  headerLinks: [
    { label: "Shop", href: "https://shop.example.com/mayaskitchen", openInNewTab: true },
    { label: "Cooking Classes", href: "/events" },
  ],
  productLinks: [
    {
      title: "Enameled Dutch Oven, 5.5 qt",
      href: "https://shop.example.com/mayaskitchen/dutch-oven",
      image: { hue: 15, motif: "pot", seed: 910 },
      priceCents: 10999,
    },
    {
      title: "8-inch Chef's Knife",
      href: "https://shop.example.com/mayaskitchen/chefs-knife",
      image: { hue: 25, motif: "knife", seed: 911 },
      priceCents: 8999,
    },
    {
      title: "12-inch Cast-Iron Skillet",
      href: "https://shop.example.com/mayaskitchen/cast-iron-skillet",
      image: { hue: 20, motif: "skillet", seed: 912 },
      priceCents: 4499,
    },
    {
      title: "Half Sheet Pans, Set of 2",
      href: "https://shop.example.com/mayaskitchen/sheet-pans",
      image: { hue: 35, motif: "tray", seed: 913 },
      priceCents: 2999,
    },
    {
      title: "Walnut Cutting Board",
      href: "https://shop.example.com/mayaskitchen/cutting-board",
      image: { hue: 30, motif: "board", seed: 914 },
      priceCents: 6500,
    },
  ],
  links: [
    {
      label: "Get my free weeknight meal plan",
      href: "https://mayaskitchen.example.com/meal-plan",
    },
    { label: "Shop my kitchen favorites", href: "https://shop.example.com/mayaskitchen" },
    {
      label: "Watch the latest video on YouTube",
      href: "https://www.youtube.com/@mayaskitchendemo",
    },
    {
      label: "Live-Fire Grilling Workshop tickets",
      href: "https://tickets.example.com/maya-grilling-workshop",
    },
    {
      label: "Book a private cooking class",
      href: "https://mayaskitchen.example.com/private-classes",
    },
    { label: "Pre-order my cookbook", href: "https://books.example.com/mayas-kitchen-weeknights" },
  ],
  events: [
    {
      title: "Dumpling Night Supper Club",
      daysFromNow: -45,
      time: "19:00",
      timeZone: "America/New_York",
      location: "The Long Table, 214 Grand St, Brooklyn, NY",
      description:
        "Twenty-four guests, six kinds of dumplings, one very long table. We folded, pleated and ate our way through an evening of potstickers and soup dumplings.",
      image: { hue: 35, motif: "plate", seed: 920 },
    },
    {
      title: "Bake-Along Live: Brown Butter Cookies",
      daysFromNow: -12,
      time: "11:00",
      hours: 1.5,
      timeZone: "America/New_York",
      onlineUrl: "https://www.instagram.com/mayaskitchen.demo/live",
      description:
        "A live bake-along of my brown butter chocolate chip cookies, with questions answered as we went. The replay is on my Instagram.",
      href: "https://www.instagram.com/mayaskitchen.demo",
    },
    {
      title: "Live-Fire Grilling Workshop",
      daysFromNow: 18,
      time: "14:00",
      hours: 4,
      timeZone: "America/New_York",
      location: "Rooftop Farm, Brooklyn Navy Yard, Brooklyn, NY",
      description:
        "A hands-on afternoon on two-zone fires, marinades and perfect steak, finishing with a family-style dinner from the grill. All equipment provided.",
      href: "https://tickets.example.com/maya-grilling-workshop",
      image: { hue: 12, motif: "skillet", seed: 921 },
    },
    {
      title: "Book Signing: Maya's Kitchen Weeknights",
      daysFromNow: 52,
      time: "18:30",
      hours: 2,
      timeZone: "America/New_York",
      location: "Corner Books, 225 Smith St, Brooklyn, NY",
      description:
        "Come say hello, get your copy signed, and taste a couple of recipes from the book.",
      href: "https://books.example.com/mayas-kitchen-weeknights/events",
    },
  ],
  contributors: [
    {
      name: "Jess Huang",
      bio: "Recipe tester and culinary school graduate. Jess cooks every recipe on this site at least once before it goes live.",
      image: { hue: 200, motif: "portrait", seed: 930 },
    },
    {
      name: "Sam Ortega",
      bio: "Food photographer and stylist. Sam shoots most of the photos here in natural light by the kitchen window.",
      image: { hue: 150, motif: "portrait", seed: 931 },
      links: ["https://samortega.example.com", "https://www.instagram.com/samortega.demo"],
    },
  ],
  recipes: [
    ...weeknightRecipes,
    ...bakingRecipes,
    ...soupRecipes,
    ...grillingRecipes,
    ...brunchRecipes,
    ...draftRecipes,
  ],
  featuredRecipes: [
    "brown-butter-chocolate-chip-cookies",
    "weeknight-chicken-tikka-masala",
    "french-onion-soup",
    "shakshuka",
    "grilled-steak-with-chimichurri",
  ],
  collections: [
    {
      slug: "weeknight-dinners",
      title: "Weeknight Dinners",
      description:
        "Dinner on the table in 45 minutes or less, most of them in one pan. These are the recipes I cook on a Tuesday night when everyone is hungry and nobody wants to wash up.",
      image: { hue: 40, motif: "skillet", seed: 940 },
      recipes: [
        "garlic-butter-shrimp-linguine",
        "sheet-pan-lemon-herb-chicken-thighs",
        "weeknight-chicken-tikka-masala",
        "beef-and-broccoli",
        "crispy-tofu-peanut-sauce-bowls",
        "creamy-tuscan-white-bean-skillet",
        "gochujang-pork-rice-bowls",
        "lemony-orzo-with-peas-and-feta",
        "miso-glazed-salmon-with-bok-choy",
        "chipotle-black-bean-tacos",
        "thai-coconut-chicken-soup",
      ],
    },
    {
      slug: "sunday-baking",
      title: "Sunday Baking",
      description: `Slow, cosy baking projects for a free afternoon: cookies, pies, layer cakes and crusty bread. Most of the time is hands-off, so put the kettle on.

New to baking? Start with the **banana bread** or the **no-knead bread**, then work up to the cinnamon rolls.`,
      image: { hue: 30, motif: "cake", seed: 941 },
      recipes: [
        "brown-butter-chocolate-chip-cookies",
        "classic-banana-bread",
        "bakery-style-blueberry-muffins",
        "overnight-cinnamon-rolls",
        "classic-apple-pie",
        "no-knead-crusty-bread",
        "one-bowl-chocolate-cake",
        "strawberry-shortcakes",
        "rosemary-focaccia",
        "new-york-cheesecake",
      ],
    },
    {
      slug: "soups-and-stews",
      title: "Soups & Stews",
      description:
        "Big pots to see you through the cold months. Almost all of them freeze beautifully, so make a double batch and thank yourself later.",
      image: { hue: 25, motif: "pot", seed: 942 },
      recipes: [
        "french-onion-soup",
        "turkish-red-lentil-soup",
        "classic-chicken-noodle-soup",
        "red-wine-beef-stew",
        "creamy-tomato-basil-soup",
        "roasted-butternut-squash-soup",
        "turkey-and-bean-chili",
        "thai-coconut-chicken-soup",
      ],
    },
    {
      slug: "summer-grilling",
      title: "Summer Grilling",
      description:
        "Skewers, steaks, smash burgers and all the sides, for long evenings outside. Light the grill and invite the neighbours.",
      image: { hue: 15, motif: "board", seed: 943 },
      recipes: [
        "chicken-souvlaki-with-tzatziki",
        "classic-smash-burgers",
        "grilled-corn-with-chili-lime-butter",
        "carne-asada",
        "garlic-herb-grilled-shrimp-skewers",
        "grilled-peach-caprese-salad",
        "beef-bulgogi",
        "grilled-steak-with-chimichurri",
        "classic-guacamole",
        "quick-pickled-red-onions",
      ],
    },
  ],
  comments: demoComments,
  ratings: demoRatings,
  newsletters: demoNewsletters,
  subscribers: demoSubscribers,
};
