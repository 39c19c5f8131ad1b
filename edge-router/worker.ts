import { forwardedRequest, type RouterEnv } from "./forward";

// Deployed on the catch-all route ("*/*") of the Cloudflare for SaaS zone: custom domains to the web app.
export default {
  fetch(request, env) {
    // Redirects from the web app are answered to the reader as they are, not followed here.
    return fetch(forwardedRequest(request, env), { redirect: "manual" });
  },
} satisfies ExportedHandler<RouterEnv>;
