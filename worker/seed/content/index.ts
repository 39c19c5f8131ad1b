import type { DemoSeed } from "../types";
import { demoSite } from "./demo-site";
import { secondSite } from "./second-site";
import { users } from "./users";

/** The demo content `npm run db:seed` loads on top of the reference catalogues. */
export const demoSeed: DemoSeed = {
  users,
  sites: [demoSite, secondSite],
};
