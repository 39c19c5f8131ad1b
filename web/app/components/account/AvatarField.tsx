import type { ImageView } from "@schema/api/public-read";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { putWithProgress, readPicture } from "../../kitchen/shared/image-file";
import {
  AVATAR_ACCEPT,
  type AvatarActionReply,
  avatarFileProblem,
  avatarInitial,
  avatarTypeOf,
} from "../../lib/account/avatar";
import { postJson, visitorMessage } from "../../lib/interactions/api-client";
import { GENERIC_ERROR } from "../../lib/interactions/subscribe-result";
import { ErrorBox } from "../ErrorBox";
import { StatusMessage } from "./StatusMessage";

type Props = {
  avatar: ImageView | null;
  displayName: string | null;
  email: string;
};

type Phase =
  | { kind: "idle"; message: string | null }
  | { kind: "uploading"; progress: number }
  | { kind: "saving" }
  | { kind: "failed"; message: string };

const PATH = "/api/avatar";

/**
 * The profile picture (docs/spec/platform-and-kitchen.md §3 "User profile": avatar). Choosing a
 * file uploads it at once through a signed URL (the kitchen's mechanism, keyed to this person) and
 * makes it the picture; Remove clears it. It needs script: without it the rest of the profile form
 * still works, and this block says why it does not.
 */
export function AvatarField({ avatar: saved, displayName, email }: Props) {
  const [avatar, setAvatar] = useState(saved);
  const [phase, setPhase] = useState<Phase>({ kind: "idle", message: null });
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.kind === "uploading" || phase.kind === "saving";

  const fail = (message: string) => setPhase({ kind: "failed", message });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // The same file may be chosen again after a failure: the input must see a change.
    event.currentTarget.value = "";
    if (!file || busy) return;
    const problem = avatarFileProblem(file);
    const contentType = avatarTypeOf(file);
    if (problem || !contentType) return fail(problem ?? GENERIC_ERROR);

    setPhase({ kind: "uploading", progress: 0 });
    const [picture, issued] = await Promise.all([
      readPicture(file).catch(() => null),
      postJson<AvatarActionReply>(PATH, { intent: "upload-url", contentType }),
    ]);
    if (!picture) return fail(`${file.name} could not be read. Try a JPEG or PNG.`);
    if (!issued.ok || !("upload" in issued.body)) {
      return fail((!issued.ok && visitorMessage(issued)) || GENERIC_ERROR);
    }
    const { upload } = issued.body;
    const put = await putWithProgress(upload.uploadUrl, file, contentType, (progress) =>
      setPhase({ kind: "uploading", progress }),
    );
    if (!put.ok) return fail(put.message);

    setPhase({ kind: "saving" });
    const result = await postJson<AvatarActionReply>(PATH, {
      intent: "save",
      image: { key: upload.key, ...picture },
    });
    if (!result.ok || !("avatar" in result.body)) {
      return fail((!result.ok && visitorMessage(result)) || GENERIC_ERROR);
    }
    setAvatar(result.body.avatar);
    setPhase({ kind: "idle", message: "Your picture is saved." });
  }

  async function remove() {
    setPhase({ kind: "saving" });
    const result = await postJson<AvatarActionReply>(PATH, { intent: "remove" });
    if (!result.ok) return fail(visitorMessage(result) ?? GENERIC_ERROR);
    setAvatar(null);
    setPhase({ kind: "idle", message: "Your picture is removed." });
    input.current?.focus();
  }

  const status =
    phase.kind === "uploading"
      ? `Uploading… ${Math.round(phase.progress * 100)}%`
      : phase.kind === "saving"
        ? "Saving…"
        : phase.kind === "idle"
          ? phase.message
          : null;

  return (
    <div className="avatar-field" aria-busy={busy || undefined}>
      <div className="avatar-field__picture">
        {avatar ? (
          <img
            src={avatar.url}
            width={96}
            height={96}
            alt={`${displayName ?? email}, as others see you`}
            className="avatar-field__image"
          />
        ) : (
          <span className="avatar-field__initial" aria-hidden="true">
            {avatarInitial(displayName, email)}
          </span>
        )}
      </div>
      <div className="avatar-field__controls">
        <label htmlFor={inputId} className="avatar-field__label">
          Profile picture
        </label>
        <p className="account-field__hint">JPEG, PNG, WebP, GIF or AVIF, up to 15 MB.</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          // Not `disabled`: that would drop the focus the file picker gave back to <body>.
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          aria-invalid={phase.kind === "failed" || undefined}
          aria-describedby={phase.kind === "failed" ? errorId : undefined}
          onChange={(event) => void choose(event)}
        />
        {avatar ? (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void remove();
            }}
          >
            Remove picture
          </button>
        ) : null}
        <noscript>
          <p className="account-field__hint">Changing the picture needs JavaScript.</p>
        </noscript>
        {phase.kind === "failed" ? <ErrorBox id={errorId}>{phase.message}</ErrorBox> : null}
        <StatusMessage>{status}</StatusMessage>
      </div>
    </div>
  );
}
