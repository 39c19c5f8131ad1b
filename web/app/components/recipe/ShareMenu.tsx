import { useEffect, useRef, useState } from "react";
import { facebookShareUrl, pinterestShareUrl } from "../../lib/recipe-page/share-urls";
import { CheckIcon, FacebookIcon, LinkIcon, PinIcon, PrintIcon, ShareIcon } from "./icons";

/** docs/spec/visitor-experience.md §9: the 'Link copied ✓' label shows for 3 seconds. */
export const LINK_COPIED_MS = 3000;

/** Escape, outside click, focus leaving, the copy fallback: fetched on first reach. */
const loadBehaviour = () => import("./share-menu-behaviour");
/** Fetched ahead; a failed download leaves the native <details> menu, which still works. */
const prefetchBehaviour = () => {
  loadBehaviour().catch(() => undefined);
};

type Props = {
  /** The canonical, absolute page address. */
  pageUrl: string;
  /** The absolute social image, for the pin. */
  imageUrl: string | null;
  title: string;
};

/**
 * Share menu (docs/spec/visitor-experience.md §2): copy link, print, pin, Facebook. A native
 * <details> disclosure, so it opens, closes and is keyboard operable before (or without) script;
 * the share links work without script too. CSS draws it as a popover from 768px up and a bottom
 * sheet below. Script adds Escape, closing on an outside click or when focus leaves
 * (share-menu-behaviour, fetched when a reader reaches for the menu), and the copy action.
 */
export function ShareMenu({ pageUrl, imageUrl, title }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timeout = window.setTimeout(() => setCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timeout);
  }, [copied]);

  useEffect(() => {
    const element = details.current;
    if (!open || !element) return;
    element.querySelector<HTMLElement>(".share-menu__item")?.focus();
    let detach: (() => void) | undefined;
    let closed = false;
    loadBehaviour().then(
      ({ attachShareMenu }) => {
        if (!closed) detach = attachShareMenu(element);
      },
      () => undefined,
    );
    return () => {
      closed = true;
      detach?.();
    };
  }, [open]);

  // A share page opens in a new tab; coming back, the menu should not still be open.
  const closeMenu = () => {
    if (details.current) details.current.open = false;
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl);
    } catch {
      const { copyWithSelection } = await loadBehaviour();
      copyWithSelection(pageUrl, details.current ?? document.body);
    }
    setCopied(true);
  };

  return (
    <details
      ref={details}
      className="share-menu"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      // A reader reaching for the menu fetches its behaviour, so it is there once it opens.
      onPointerEnter={prefetchBehaviour}
      onFocus={prefetchBehaviour}
    >
      <summary className="button button--secondary share-menu__trigger">
        <ShareIcon />
        Share
      </summary>
      <div className="share-menu__panel">
        <p className="share-menu__title">Share this recipe</p>
        <ul className="share-menu__list">
          <li>
            <button type="button" className="share-menu__item" onClick={copy}>
              {copied ? <CheckIcon /> : <LinkIcon />}
              {copied ? "Link copied ✓" : "Copy link"}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="share-menu__item"
              onClick={() => {
                closeMenu();
                window.print();
              }}
            >
              <PrintIcon />
              Print
            </button>
          </li>
          <li>
            <a
              className="share-menu__item"
              href={pinterestShareUrl({ pageUrl, imageUrl, description: title })}
              target="_blank"
              rel="noopener noreferrer"
              onClick={closeMenu}
            >
              <PinIcon />
              Pin<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a
              className="share-menu__item"
              href={facebookShareUrl(pageUrl)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={closeMenu}
            >
              <FacebookIcon />
              Share to Facebook<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
        <p className="visually-hidden" role="status">
          {copied ? "Link copied to the clipboard" : ""}
        </p>
      </div>
    </details>
  );
}
