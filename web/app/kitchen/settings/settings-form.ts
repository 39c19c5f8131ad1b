import { siteSettingsBody } from "@schema/api/manage-sites";
import { bodyIssues, settingsBody } from "../sections/section-bodies";

/** The settings form's intent: its answer carries it back to the form. */
export const SAVE_SETTINGS_INTENT = "save-settings";

/** The browser's check before sending: the API's own shape of the settings. */
export const checkSettings = (form: FormData) => bodyIssues(settingsBody(form), siteSettingsBody);

/** Each field's label, by the name it is posted under, for the error summary. */
export const SETTINGS_LABELS: Record<string, string> = {
  title: "Site title",
  slug: "Site address",
  defaultMeasurementSystem: "Measurements",
  defaultTemperatureSystem: "Temperatures",
  headerLayout: "Header layout",
  colorThemeId: "Colour theme",
  typeThemeId: "Type theme",
  themeAccentColor: "Accent colour",
  themeStyle: "Theme style",
  cssOverrides: "Custom CSS",
  googleAnalyticsId: "Google Analytics id",
  mailingAddress: "Mailing address",
  newsletterAnalytics: "Count opens and clicks",
  welcomeSubject: "Welcome e-mail subject",
  welcomeMessage: "Welcome e-mail",
  paidWelcomeSubject: "Paid welcome subject",
  paidWelcomeMessage: "Welcome e-mail for paying readers",
  giftsPerMonth: "Gift recipes per reader each month",
  logoId: "Logo",
  iconId: "Icon",
  faviconId: "Favicon",
};
