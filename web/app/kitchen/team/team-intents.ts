/** The Team page's forms, told apart by their `intent`. */
export const TEAM_INTENTS = {
  invite: "invite",
  withdraw: "withdraw-invitation",
  remove: "remove-member",
} as const;
