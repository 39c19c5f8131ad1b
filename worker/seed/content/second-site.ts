import type { SiteSeed } from "../types";
import { secondBreadRecipes } from "./second-recipes-bread";
import { secondPastryRecipes } from "./second-recipes-pastry";
import { BAKER, COMMENTERS, READER } from "./users";

/**
 * Theo's Bakehouse: a smaller, metric-first baking site with a free newsletter only. It
 * exists so the demo shows two differently themed sites side by side, and so unit
 * conversion has a site whose defaults are grams and degrees Celsius.
 */
export const secondSite: SiteSeed = {
  slug: "second",
  title: "Theo's Bakehouse",
  owner: BAKER,
  aboutShort: "Bread, laminated pastry and Scandinavian bakes from a small bakery in Copenhagen.",
  aboutHeading: "About the bakehouse",
  about: `I'm Theo, and I run a small neighbourhood bakery in Nørrebro, Copenhagen. Before dawn I'm shaping rye loaves and croissants; in the afternoons I write down how to make them at home.

Every recipe here is in **grams and degrees Celsius**, because that's how bakers work: a scale is cheaper than a set of measuring cups and far more accurate. If you prefer cups, the unit switch on each recipe will convert for you.

## What you'll find here

- Long-fermented breads: sourdough, baguettes and Danish rugbrød.
- Laminated and enriched doughs: croissants, babka and cardamom buns.
- The Danish Christmas classics.

Questions about your starter? Leave a comment on the [sourdough recipe](/recipes/sourdough-country-loaf) and I'll help you troubleshoot.`,
  colorTheme: "linen",
  typeTheme: "cookbook",
  headerLayout: "centered",
  layout: "standard",
  defaultMeasurementSystem: "metric",
  defaultTemperatureSystem: "celsius",
  newslettersEnabled: true,
  mailingAddress: "Theo's Bakehouse, Jægersborggade 12, 2200 København N, Denmark",
  subscriptionsEnabled: false,
  paymentsEnabled: false,
  commentsEnabled: true,
  featuredImage: { hue: 35, motif: "portrait", seed: 1900 },
  socialMediaLinks: [
    { platform: "instagram", url: "https://www.instagram.com/theosbakehouse.demo" },
    { platform: "youtube", url: "https://www.youtube.com/@theosbakehousedemo" },
    { platform: "substack", url: "https://theosbakehouse.substack.com" },
  ],
  headerLinks: [
    {
      label: "Visit the bakery",
      href: "https://theosbakehouse.example.com/visit",
      openInNewTab: true,
    },
  ],
  links: [
    { label: "Visit the bakery in Nørrebro", href: "https://theosbakehouse.example.com/visit" },
    {
      label: "Sourdough starter troubleshooting guide",
      href: "https://theosbakehouse.example.com/starter-guide",
    },
    { label: "Weekend bread classes", href: "https://theosbakehouse.example.com/classes" },
    { label: "Read the newsletter archive", href: "https://theosbakehouse.substack.com/archive" },
  ],
  events: [
    {
      title: "Croissant Masterclass",
      daysFromNow: 30,
      time: "09:00",
      timeZone: "Europe/Copenhagen",
      location: "Theo's Bakehouse, Nørrebrogade, Copenhagen",
      description:
        "Three days of lamination condensed into one long day, with plenty of pastry to take home.",
      href: "https://theosbakehouse.example.com/classes",
    },
  ],
  recipes: [...secondBreadRecipes, ...secondPastryRecipes],
  featuredRecipes: [
    "sourdough-country-loaf",
    "kardemummabullar",
    "butter-croissants",
    "danish-rye-bread",
  ],
  collections: [
    {
      slug: "weekend-bread-projects",
      title: "Weekend Bread Projects",
      description:
        "Recipes that fill a weekend with the smell of baking: start on Friday evening, bake on Saturday or Sunday morning.",
      image: { hue: 32, motif: "loaf", seed: 1940 },
      recipes: [
        "sourdough-country-loaf",
        "classic-baguettes",
        "danish-rye-bread",
        "butter-croissants",
        "kardemummabullar",
        "chocolate-babka",
        "soft-pretzels",
      ],
    },
  ],
  comments: [
    {
      recipe: "sourdough-country-loaf",
      author: COMMENTERS.chloe,
      text: "My loaf spread out flat after shaping. Was my bulk ferment too long?",
      hoursAgo: 150,
      upvoters: [COMMENTERS.dev],
      replies: [
        {
          author: BAKER,
          text: "Probably a little over-fermented, or the final shape wasn't tight enough. Try ending bulk when the dough has grown by about half, not doubled.",
          hoursAgo: 140,
          upvoters: [COMMENTERS.chloe, READER],
        },
      ],
    },
    {
      recipe: "kardemummabullar",
      author: COMMENTERS.grace,
      text: "These made my whole flat smell like a Stockholm café. The knotting video on your Instagram helped a lot!",
      hoursAgo: 300,
      upvoters: [BAKER, COMMENTERS.ana],
    },
  ],
  subscribers: [
    { email: READER, plan: "free", daysAgo: 120 },
    { email: COMMENTERS.chloe, plan: "free", daysAgo: 60 },
    { email: COMMENTERS.grace, plan: "free", daysAgo: 15 },
    { email: "astrid.holm@example.com", plan: "free", daysAgo: 240 },
  ],
};
