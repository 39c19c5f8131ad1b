import { z } from "zod";

/**
 * Deleting a site or an account. Both wait out an undo window before
 * anything is removed for good; the wire shapes here are shared by the API and the forms.
 */

/** Days between deleting and the hard delete, in which the owner can undo. */
export const DELETION_UNDO_DAYS = 30;

/** POST manage/{siteSlug}/deletion: the owner types the site's slug to confirm. */
export const deleteSiteBody = z.object({
  confirmSlug: z.string().trim().min(1, "Type the site's address to confirm").max(120),
});
export type DeleteSiteBody = z.infer<typeof deleteSiteBody>;

/** A deleted site as the kitchen lists it: restorable until `purgeAt`. */
export type { DeletedSiteView } from "./answers/deletion";

/**
 * POST manage/account-deletion: the reader types their e-mail address or the word "delete",
 * and chooses what happens to their comments: kept under "Deleted user", or removed.
 */
export const deleteAccountBody = z.object({
  confirm: z.string().trim().min(1, 'Type your e-mail address or "delete" to confirm').max(254),
  comments: z.enum(["keep", "remove"], { error: "Choose what happens to your comments" }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** How the account area and comment lists name the author of a deleted account's comments. */
export const DELETED_USER_NAME = "Deleted user";
