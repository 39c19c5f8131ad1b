import { users } from "@schema/db/users";
import type { SeedPlan } from "./load-plan";
import type { ReferenceLookup } from "./load-reference";
import { optionalRichText } from "./load-text";
import type { UserSeed } from "./types";

/**
 * The seed's people by e-mail. Authors, managers, commenters and upvoters must be listed
 * users (they show a name); a subscriber's address may be new, because subscribing with
 * an e-mail creates the account, as it does in the product.
 */
export class SeedUsers {
  private readonly ids = new Map<string, string>();

  constructor(
    private readonly plan: SeedPlan,
    private readonly now: Date,
  ) {}

  addAll(list: readonly UserSeed[], ref: ReferenceLookup): void {
    this.plan.add(
      users,
      list.map((user) => {
        const email = normalize(user.email);
        if (this.ids.has(email)) throw new Error(`Seed: user "${email}" is listed twice`);
        const id = crypto.randomUUID();
        this.ids.set(email, id);
        return {
          id,
          email,
          displayName: user.displayName,
          handle: user.handle ?? null,
          bio: optionalRichText(user.bio, `user "${email}" bio`, ref),
          staffRole: user.staff ? ("staff" as const) : null,
          createdAt: this.now,
          updatedAt: this.now,
        };
      }),
    );
  }

  /** A listed user's id; throws naming `where` for an unknown address. */
  id(email: string, where: string): string {
    const id = this.ids.get(normalize(email));
    if (!id) throw new Error(`Seed: ${where} refers to unknown user "${email}"`);
    return id;
  }

  /** A user's id, creating a bare account for a new address. */
  ensure(email: string, createdAt: Date): string {
    const known = this.ids.get(normalize(email));
    if (known) return known;
    const id = crypto.randomUUID();
    this.ids.set(normalize(email), id);
    this.plan.add(users, [{ id, email: normalize(email), createdAt, updatedAt: createdAt }]);
    return id;
  }

  get count(): number {
    return this.ids.size;
  }
}

const normalize = (email: string) => email.trim().toLowerCase();
