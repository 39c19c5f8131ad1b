import type { BrowserContext, Page } from "@playwright/test";
import { E2E } from "./ports";
import { destinationKey, hostKind, keyOfRouteId, type Route, routeMap } from "./route-map";
import { webRequest } from "./site-request";

/**
 * An init script: React calls the DevTools hook on every commit, production builds too.
 * Each commit records the router location it drew (and whether a navigation was still
 * running), so the walk can wait until the page on screen is the one the router is on.
 */
function recordCommits() {
  const win = window as unknown as Record<string, unknown>;
  if (win.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  let id = 0;
  win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => ++id,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      const router = win.__remixRouter as
        | { state: { location: { key: string }; navigation: { state: string } } }
        | undefined;
      if (router) {
        win.__walkCommitted = `${router.state.location.key}:${router.state.navigation.state}`;
      }
    },
  };
}

/** Chromium's console line for anything a Content-Security-Policy refused. */
const CSP_VIOLATION = /Content Security Policy/i;
/** Words and addresses of the links that ask someone to sign in or make an account. */
const SIGN_IN_TEXT = /^(sign in|sign up|log in|create account)$/i;
const SIGN_IN_PATH = /^\/(sign-in|sign-up)$/;
/** How long one click may take to show its page: a deadline for a stuck click, not a pause. */
const STEP_DEADLINE = 30_000;

export type WalkOptions = {
  /** Who walks, for the failure messages. */
  who: string;
  /**
   * Origins this person is signed in on: no page there may offer to sign in or sign up.
   * (A session belongs to one host; a host not listed is seen signed out.)
   */
  signedInOn: string[];
  /**
   * Buttons that only take the person to another page (opening a Billing Portal session, an
   * account-area link from a site), by accessible name. Every other button is left alone:
   * the walk changes nothing it does not mean to.
   */
  navigatingButtons?: RegExp;
  /**
   * The destinations this walk enters (all by default). Another walk covers the rest: the
   * owner's need not walk every public page of the site again. Links out of scope are
   * still checked.
   */
  scope?: (key: string) => boolean;
};

type Action =
  | { kind: "link"; key: string; href: string; index: number }
  | { kind: "button"; key: string; index: number };

/** What the page offers: its links and the buttons the walk may press, found in the page. */
type Offer = {
  links: {
    href: string;
    visible: boolean;
    revealedBy: string | null;
    download: boolean;
    editable: boolean;
  }[];
  buttons: { name: string; visible: boolean; revealedBy: string | null; section: string | null }[];
  signInLinks: string[];
};

/**
 * A person's walk through the product by clicking: depth first, it clicks a link (or an
 * allowed button) that leads to a route it has not reached yet, checks the page it lands
 * on, explores from there, and comes back with the browser's back button (or closes the tab
 * a link opened). Menus that hide a link (the account menu) are opened first, as a person
 * would. One instance of each dynamic route stands for all of them.
 *
 * Failures are collected rather than thrown, so one run lists them all: a 4xx or 5xx answer
 * from the platform or a site, a console error, a CSP violation (console or /_csp-report),
 * a sign-in link shown to a signed-in person, a link whose address answers 404 (every
 * same-host link on every page reached is fetched, with the person's cookies), and a click
 * that leads nowhere.
 */
export class Walk {
  /** Destination key → the first address it was reached at. */
  readonly reached = new Map<string, string>();
  readonly failures: string[] = [];
  private readonly routes: Route[] = routeMap();
  private readonly attempted = new Set<string>();
  /** Destinations a click did not lead to, and how many times. */
  private readonly ledNowhere = new Map<string, number>();
  /** Destinations whose link led to another destination, and how many times. */
  private readonly ledElsewhere = new Map<string, number>();
  /** Links that led to another destination on both tries. */
  private readonly detours: string[] = [];
  private readonly linkChecks = new Map<string, Promise<void>>();
  private readonly watched = new WeakSet<Page>();
  private freeSlots = 2;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly options: WalkOptions,
  ) {
    for (const page of context.pages()) this.watch(page);
    context.on("page", (page) => this.watch(page));
  }

  /** Opens `url` (the one typed address) and walks everything reachable from it. */
  async from(page: Page, url: string) {
    await this.context.addInitScript(recordCommits);
    await page.goto(url);
    const start = page.url();
    const away = await this.explore(page);
    // Back where the walk began, for whatever the test does next.
    if (away > 0) await this.back(page, start, away);
    await Promise.all(this.linkChecks.values());
  }

  /** Destinations of `required` this walk did not reach, with how their links went astray. */
  missing(required: string[]) {
    return required
      .filter((key) => !this.reached.has(key))
      .map((key) => {
        const detour = this.detours.find((line) => line.startsWith(`${key} led to`));
        return detour ?? key;
      });
  }

  /** WALK_DEBUG=1 prints each step, to see where a slow or stuck walk spends its time. */
  private log(message: string) {
    if (process.env.WALK_DEBUG) console.log(`${new Date().toISOString().slice(11, 23)} ${message}`);
  }

  private fail(message: string) {
    this.log(`FAIL ${message}`);
    if (!this.failures.includes(message)) this.failures.push(message);
  }

  private watch(page: Page) {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on("console", (message) => {
      const where = message.location().url;
      // The local Stripe (a test double of Stripe's hosted pages) has no icon to give.
      if (where === `${E2E.stripeUrl}/favicon.ico`) return;
      const text = `${message.text()}${where ? ` (${where})` : ""}`;
      if (CSP_VIOLATION.test(text)) this.fail(`CSP violation on ${page.url()}: ${text}`);
      else if (message.type() === "error") this.fail(`console error on ${page.url()}: ${text}`);
    });
    page.on("pageerror", (error) => this.fail(`script error on ${page.url()}: ${error.message}`));
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/_csp-report" && hostKind(url) !== "external") {
        this.fail(`CSP report from ${page.url()}: ${request.postData() ?? ""}`);
      }
    });
    page.on("response", (response) => {
      const url = new URL(response.url());
      const kind = hostKind(url);
      if ((kind === "platform" || kind === "site") && response.status() >= 400) {
        this.fail(`${response.status()} for ${response.request().method()} ${url.href}`);
      }
    });
  }

  /**
   * Waits until the page is loaded, hydrated (a new document) and its router has nothing in
   * flight. A page that never gets there is a failure of its own, and the walk goes on.
   */
  private async settle(page: Page) {
    try {
      await page.waitForLoadState("load", { timeout: STEP_DEADLINE });
      const kind = hostKind(new URL(page.url()));
      const { html, sameDocument } = await page.evaluate(() => ({
        html: document.contentType === "text/html",
        sameDocument: "__walkDocument" in window,
      }));
      if (!html || (kind !== "platform" && kind !== "site")) return;
      // A move inside the app keeps its document, hydrated long ago.
      if (!sameDocument) {
        await page
          .locator("html[data-hydrated]")
          .waitFor({ state: "attached", timeout: STEP_DEADLINE });
      }
      await page.waitForFunction(
        () => {
          type RouterState = {
            location: { key: string };
            navigation: { state: string };
            revalidation: string;
            fetchers: Map<string, { state: string }>;
          };
          const win = window as unknown as {
            __remixRouter?: { state: RouterState };
            __walkCommitted?: string;
          };
          const router = win.__remixRouter;
          if (!router) return true;
          const { location, navigation, revalidation, fetchers } = router.state;
          return (
            navigation.state === "idle" &&
            revalidation === "idle" &&
            [...fetchers.values()].every((fetcher) => fetcher.state === "idle") &&
            // React has drawn this location: the router goes idle before React commits
            // the new page (the app renders in transitions), and until then the DOM
            // still shows the page navigated from.
            win.__walkCommitted === `${location.key}:idle`
          );
        },
        undefined,
        { timeout: STEP_DEADLINE },
      );
      await page.evaluate(() => {
        (window as unknown as { __walkDocument: boolean }).__walkDocument = true;
      });
    } catch (error) {
      this.fail(`${page.url()} never settled: ${(error as Error).message.split("\n")[0]}`);
    }
  }

  /** The destination the page shows: its router's deepest match, or its address. */
  private async keyOfPage(page: Page): Promise<{ key?: string; error?: true }> {
    const url = new URL(page.url());
    const kind = hostKind(url);
    if (kind === "platform" || kind === "site") {
      const { id, failed } = await page.evaluate(() => {
        type State = { matches: { route: { id: string } }[]; errors: object | null };
        const router = (window as unknown as { __remixRouter?: { state: State } }).__remixRouter;
        return {
          id: router?.state.matches.at(-1)?.route.id ?? null,
          failed: Boolean(router?.state.errors),
        };
      });
      // A page that answered with its error boundary (a 404 among them) is not reached.
      if (id === "routes/$" || failed) {
        this.fail(`${url.href} shows an error page`);
        return { error: true };
      }
      if (id) return { key: keyOfRouteId(this.routes, id, url) };
    }
    return { key: destinationKey(this.routes, url) };
  }

  /**
   * Explores from the page it is on and returns how many steps of history the page has
   * moved on from there: the way back is taken only when a page still offers somewhere new,
   * in one jump, rather than step by step up every page already done with.
   */
  private async explore(page: Page): Promise<number> {
    await this.settle(page);
    const here = page.url();
    const { key } = await this.keyOfPage(page);
    if (key && !this.reached.has(key)) this.reached.set(key, here);
    const kind = hostKind(new URL(here));
    // The local Stripe's pages are destinations, not places to walk on from.
    if (kind !== "platform" && kind !== "site") return 0;

    let offer = await this.offer(page);
    this.inspect(here, offer);
    let away = 0;
    for (;;) {
      let action = this.nextAction(offer);
      if (!action) return away;
      if (away > 0) {
        await this.back(page, here, away);
        away = 0;
        offer = await this.offer(page);
        action = this.nextAction(offer);
        if (!action) {
          // The page offered something new before the walk left it, and now offers
          // nothing: twice a walk left the settings (or recipes) page here without its
          // export (or import) link, most likely reading the DOM of the page it came back
          // from, as React draws a page brought back by history in a transition. Before
          // leaving the page as done, it is read once more from a reload, which adds no
          // history entry of its own.
          this.log(`nothing new on ${here} after back: reading it again from a reload`);
          await page.reload();
          await this.settle(page);
          offer = await this.offer(page);
          action = this.nextAction(offer);
          if (!action) return 0;
        }
      }
      this.attempted.add(action.key);
      this.log(`on ${here}: ${action.kind} to ${action.key}`);
      const moved = await this.take(page, offer, action);
      if (!moved) {
        // The click may have opened or changed something: read the page again.
        offer = await this.offer(page);
        continue;
      }
      if (moved !== page) {
        await this.enter(moved, action);
        await moved.close();
        continue;
      }
      away = 1 + (await this.enter(page, action));
    }
  }

  /** The page a click led to: explored if it is somewhere new. Returns as explore does. */
  private async enter(page: Page, action: Action): Promise<number> {
    await this.settle(page);
    const { key, error } = await this.keyOfPage(page);
    if (key) this.attempted.add(key);
    // A link that led somewhere else than its address says (a redirect to a page reached
    // already, say) leaves its own destination to be reached another way, once more.
    if (action.kind === "link" && key && key !== action.key && !this.reached.has(action.key)) {
      const tries = (this.ledElsewhere.get(action.key) ?? 0) + 1;
      this.ledElsewhere.set(action.key, tries);
      if (tries < 2) this.attempted.delete(action.key);
      // Said, so that a destination missed this way shows how (it is not a failure of its
      // own: a redirect to a page reached already is how some links work).
      else this.detours.push(`${action.key} led to ${key} (${page.url()}), twice`);
      this.log(`${action.key} led to ${key}`);
    }
    if (key && !this.reached.has(key)) return this.explore(page);
    if (!key && !error && hostKind(new URL(page.url())) !== "external") {
      this.fail(`${action.key} led to ${page.url()}, which no route claims`);
    }
    return 0;
  }

  /**
   * `steps` back in history to `here`, as the browser's back button goes. Should history not
   * get there (a busy machine can drop a `history.go` made while a page is still loading),
   * the page is opened again by its address: it was reached by clicks already, and what
   * matters is that the walk goes on from it rather than ending early.
   */
  private async back(page: Page, here: string, steps: number) {
    this.log(`back ${steps} to ${here}`);
    try {
      // history.go on a page that is about to be replaced may lose its answer.
      await page.evaluate((n) => history.go(-n), steps).catch(() => undefined);
      await page.waitForURL(here, { timeout: STEP_DEADLINE, waitUntil: "commit" });
    } catch {
      this.log(`history did not reach ${here} from ${page.url()}: opening it again`);
      await page.goto(here);
    }
    await this.settle(page);
  }

  private async offer(page: Page): Promise<Offer> {
    return page.evaluate(
      ({ signInText, signInPath }) => {
        const textRe = new RegExp(signInText, "i");
        const pathRe = new RegExp(signInPath);
        const visible = (element: Element) =>
          element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
        // A closed disclosure whose panel holds the element: pressing it shows the element.
        const revealer = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            if (!node.id) continue;
            const button = document.querySelector(
              `button[aria-expanded="false"][aria-controls="${CSS.escape(node.id)}"]`,
            );
            if (button && visible(button)) return node.id;
          }
          return null;
        };
        const anchors = Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]"));
        // Each element is tagged with its place in this offer, so the click reaches the
        // element the offer saw even if the page adds others before it meanwhile (a
        // newsletter pop-up, a toast): an index into a fresh query would shift.
        for (const [i, a] of anchors.entries()) a.setAttribute("data-walk", `a${i}`);
        for (const [i, b] of Array.from(document.querySelectorAll("button")).entries()) {
          b.setAttribute("data-walk", `b${i}`);
        }
        // A link inside text being edited (the kitchen's rich-text fields) is the author's
        // content for their site, not a way through the kitchen: a click there places the caret.
        const editable = (a: Element) => a.closest('[contenteditable="true"]') !== null;
        const links = anchors.map((a) => ({
          href: a.href,
          visible: visible(a) && !editable(a),
          revealedBy: visible(a) || editable(a) ? null : revealer(a),
          download: a.hasAttribute("download"),
          editable: editable(a),
        }));
        const buttons = Array.from(document.querySelectorAll("button")).map((b) => ({
          name: (b.getAttribute("aria-label") ?? b.textContent ?? "").replace(/\s+/g, " ").trim(),
          visible: visible(b) && !b.disabled,
          revealedBy: visible(b) ? null : revealer(b),
          section:
            b.form?.getAttribute("action") === "/account-link"
              ? ((b.form.elements.namedItem("section") as HTMLInputElement | null)?.value ?? null)
              : null,
        }));
        const signInLinks = anchors
          .filter(
            (a) =>
              visible(a) &&
              (pathRe.test(new URL(a.href).pathname) || textRe.test(a.textContent?.trim() ?? "")),
          )
          .map((a) => `${a.textContent?.trim()} (${a.getAttribute("href")})`);
        return { links, buttons, signInLinks };
      },
      { signInText: SIGN_IN_TEXT.source, signInPath: SIGN_IN_PATH.source },
    );
  }

  /** The page's own checks: sign-in links for a signed-in person, every link's target. */
  private inspect(here: string, offer: Offer) {
    const origin = new URL(here).origin;
    if (this.options.signedInOn.includes(origin)) {
      for (const link of offer.signInLinks) {
        this.fail(`${this.options.who} is signed in but ${here} shows ${link}`);
      }
    }
    for (const link of offer.links) if (!link.editable) this.checkLink(here, link.href);
  }

  /** Fetches a same-host link's address once, as this person, and fails on a 4xx or 5xx. */
  private checkLink(from: string, href: string) {
    const url = new URL(href);
    url.hash = "";
    const kind = hostKind(url);
    if (kind !== "platform" && kind !== "site") return;
    // GET /sign-out only sends home; nothing else here has a GET with an effect.
    if (url.pathname === "/sign-out" || this.linkChecks.has(url.href)) return;
    const check = this.limited(async () => {
      const cookies = await this.context.cookies(url.origin);
      const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const answer = await webRequest("GET", url.host, `${url.pathname}${url.search}`, {
        Accept: "text/html,*/*",
        ...(cookie ? { Cookie: cookie } : {}),
      });
      if (answer.status === 404)
        this.fail(`${from} links to ${url.href}, which does not exist (404)`);
      else if (answer.status >= 400)
        this.fail(`${from} links to ${url.href}, which answers ${answer.status}`);
      else {
        // A file, feed or download is reached by its link: it has no page to walk on.
        const route = destinationKey(this.routes, url);
        const resource = this.routes.find((r) => r.resource && route === `${kind} ${r.pattern}`);
        if (resource && route && !this.reached.has(route)) this.reached.set(route, url.href);
      }
    });
    this.linkChecks.set(url.href, check);
  }

  /**
   * Runs link checks two at a time: the machine that serves the pages is the one that
   * drives the browser, and a page of recipe cards would otherwise ask for them all at once.
   */
  private async limited(work: () => Promise<void>) {
    if (this.freeSlots > 0) this.freeSlots--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.freeSlots++;
    }
  }

  /** The first link or allowed button that leads somewhere this walk has not been. */
  private nextAction(offer: Offer): Action | undefined {
    const inScope = this.options.scope ?? (() => true);
    const fresh = (key: string) =>
      !this.reached.has(key) && !this.attempted.has(key) && inScope(key);
    for (const [index, link] of offer.links.entries()) {
      if (!link.visible && !link.revealedBy) continue;
      if (link.download) continue;
      const url = new URL(link.href);
      const kind = hostKind(url);
      if (kind === "external") continue;
      if (url.pathname === "/sign-out") continue;
      // Someone signed in here has no use for them (a shown one is a failure already).
      if (SIGN_IN_PATH.test(url.pathname) && this.options.signedInOn.includes(url.origin)) continue;
      const key = destinationKey(this.routes, url);
      if (!key) continue;
      const route = this.routes.find((r) => key === `${kind} ${r.pattern}`);
      // A link no route claims is reported by its check; a file has no page to walk.
      if (!route || route.resource || route.pattern === "/*") continue;
      if (fresh(key)) return { kind: "link", key, href: link.href, index };
    }
    const allowed = this.options.navigatingButtons;
    for (const [index, button] of offer.buttons.entries()) {
      if (!button.visible && !button.revealedBy) continue;
      if (button.section !== null) {
        // An account-area link from a site: it opens that section on the platform host.
        const key = `platform /${button.section}`;
        if (fresh(key)) return { kind: "button", key, index };
      } else if (allowed?.test(button.name)) {
        const key = `button ${button.name}`;
        if (fresh(key)) return { kind: "button", key, index };
      }
    }
    return undefined;
  }

  /**
   * Clicks the action's element (opening the menu that hides it first) and returns the
   * page that shows where it led: this one, a new tab, or undefined when nothing moved.
   */
  private async take(page: Page, offer: Offer, action: Action): Promise<Page | undefined> {
    const item = action.kind === "link" ? offer.links[action.index] : offer.buttons[action.index];
    const element = page.locator(
      `[data-walk="${action.kind === "link" ? "a" : "b"}${action.index}"]`,
    );
    const before = page.url();
    const missed = () => {
      // Once may be the machine, not the product: the walk comes back to it once more.
      const tries = (this.ledNowhere.get(action.key) ?? 0) + 1;
      this.ledNowhere.set(action.key, tries);
      if (tries < 2) this.attempted.delete(action.key);
      else this.fail(`on ${before}, ${action.key} led nowhere, twice`);
      return undefined;
    };
    try {
      if (item?.revealedBy) {
        await page.locator(`button[aria-controls="${item.revealedBy}"]`).click();
        await element.waitFor({ state: "visible", timeout: STEP_DEADLINE });
      }
      // The element may have been re-rendered since the offer was read (its tag gone).
      if ((await element.count()) === 0) return missed();
    } catch {
      return missed();
    }
    const popup = this.context
      .waitForEvent("page", { timeout: STEP_DEADLINE })
      .then((opened) => opened)
      .catch(() => undefined);
    const moved = page
      .waitForURL((url) => url.href !== before, { timeout: STEP_DEADLINE, waitUntil: "commit" })
      .then(() => page)
      .catch(() => undefined);
    const clicked = await element
      .click({ timeout: STEP_DEADLINE })
      .then(() => true)
      .catch(() => false);
    const where = clicked ? await Promise.race([popup, moved]) : undefined;
    return where ?? missed();
  }
}
