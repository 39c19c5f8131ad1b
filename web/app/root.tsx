import { data, type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { type CSSProperties, type ReactNode, useEffect } from "react";
import { GoogleAnalytics } from "./components/analytics/GoogleAnalytics";
import { GeneralErrorBoundary, isStatusPage } from "./components/GeneralErrorBoundary";
import { PlatformFooter } from "./components/PlatformFooter";
import { PlatformHeader } from "./components/PlatformHeader";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { NewsletterModal } from "./components/subscribe/NewsletterModal";
import { Toaster } from "./components/toast/Toaster";
import { useNonce, useStyleNonce } from "./lib/csp-nonce";
import { getViewer } from "./lib/current-user.server";
import { siteFonts } from "./lib/fonts/site-fonts.server";
import { getPublicSite, platformOrigin, resolveHost } from "./lib/host.server";
import { mgkRedirect } from "./lib/next-path";
import { pageTitle, type RootData, useRootData } from "./lib/root-data";
import { validAnalyticsId } from "./lib/site/analytics";
import { safeCustomCss } from "./lib/site/custom-css";
import { siteChrome } from "./lib/site/site-chrome";
import { APPLE_TOUCH_ICON_SIZE, siteIconUrl, tabIconUrl } from "./lib/site/site-icons";
import { siteThemeVariables } from "./lib/theme";
import { useFocusNewPage } from "./lib/use-focus-new-page";
import everyPageStyles from "./styles/every-page.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: everyPageStyles }];

export const meta: MetaFunction = ({ matches, error }) => {
  if (!error) return pageTitle(matches);
  if (isRouteErrorResponse(error) && isStatusPage(error.data)) {
    return pageTitle(matches, error.data.heading);
  }
  return pageTitle(
    matches,
    isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Error",
  );
};

export async function loader(args: LoaderFunctionArgs) {
  // A sign-in link can land on any page; confirm it first and come back without it.
  const confirmAt = mgkRedirect(args.request.url);
  if (confirmAt) throw redirect(confirmAt);

  const host = await resolveHost(args);
  const [site, viewer] = await Promise.all([
    host.kind === "site" ? getPublicSite(args, host.site.slug) : null,
    getViewer(args, host),
  ]);
  const theme = siteThemeVariables(site?.colorTheme, site?.typeTheme, {
    accentColor: site?.themeAccentColor,
    style: site?.themeStyle,
  });
  const root: RootData = {
    site: site ? siteChrome(site) : null,
    user: viewer.user,
    siteUserData: viewer.siteUserData,
    platformOrigin: platformOrigin(args),
    year: new Date().getUTCFullYear(),
    theme,
    appleTouchIcon: site ? siteIconUrl(site, theme, APPLE_TOUCH_ICON_SIZE) : null,
    fonts: siteFonts(site?.typeTheme),
    customCss: safeCustomCss(site?.cssOverrides),
    analyticsId: validAnalyticsId(site?.googleAnalyticsId),
  };
  return data(
    root,
    viewer.clearCookie ? { headers: { "Set-Cookie": viewer.clearCookie } } : undefined,
  );
}

/**
 * The root data (the site's settings, the viewer) changes through form submissions (sign-in,
 * sign-out, settings, subscriptions) or a fresh load, not by following a link: a client
 * navigation between pages keeps it instead of asking the API again. Submissions, explicit
 * revalidation (same URL) and anything crossing hosts keep Remix's default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.href === nextUrl.href || currentUrl.host !== nextUrl.host) {
    return defaultShouldRevalidate;
  }
  return false;
};

/** The document shell for the platform host and every creator site, pages and errors alike. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const site = root?.site ?? null;
  useHydratedMarker();
  useFocusNewPage();
  // Without root data (an unknown host, the API down) base.css holds the same defaults.
  const theme = root?.theme as CSSProperties | undefined;
  const nonce = useNonce();
  const styleNonce = useStyleNonce();

  let header: ReactNode = null;
  let footer: ReactNode = null;
  if (root && site) {
    header = <SiteHeader site={site} user={root.user} />;
    footer = <SiteFooter site={site} year={root.year} platformOrigin={root.platformOrigin} />;
  } else if (root) {
    header = <PlatformHeader user={root.user} />;
    footer = <PlatformFooter year={root.year} signedIn={root.user !== null} />;
  }

  return (
    <html lang="en" style={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href={tabIconUrl(site)} />
        {root?.appleTouchIcon ? (
          <>
            <link rel="apple-touch-icon" sizes="180x180" href={root.appleTouchIcon} />
            <link rel="manifest" href="/manifest.webmanifest" />
            <meta name="theme-color" content={root.theme["--header-background"]} />
          </>
        ) : null}
        {root?.fonts?.preload ? (
          <link
            rel="preload"
            href={root.fonts.preload}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ) : null}
        <Links />
        {root?.fonts ? (
          <style
            nonce={styleNonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: root.fonts.css }}
          />
        ) : null}
        {root?.customCss ? (
          // After the platform's sheets, so the creator's rules win; safeCustomCss removed "<".
          <style
            nonce={styleNonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: root.customCss }}
          />
        ) : null}
        {root?.analyticsId ? <GoogleAnalytics id={root.analyticsId} nonce={nonce} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {header}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {footer}
        {root && site ? <NewsletterModal site={site} user={root.user} /> : null}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React has hydrated the page and the router listens. Until
 * then a click on a server-rendered button takes the no-script path (or lands mid-hydration),
 * so anything that drives the page (the browser tests) waits for this before acting.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
