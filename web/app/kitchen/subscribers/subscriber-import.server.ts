import { data } from "@remix-run/cloudflare";
import {
  type SubscriberImportUploadUrlResponse,
  type SubscriberImportView,
  subscriberImportBody,
} from "@schema/api/subscriber-imports";
import { z } from "zod";
import { type ApiArgs, segment } from "../../lib/api.server";
import type { ActionFailure } from "../shared/action-result";
import { actionFailure, callManage } from "../shared/manager.server";

/** Answers of the subscribers page's import intents. */
export type ImportUploadUrlResult =
  | { ok: true; upload: SubscriberImportUploadUrlResponse }
  | ActionFailure;
export type ImportCreateResult = { ok: true; import: SubscriberImportView } | ActionFailure;
export type ImportFormResult = { ok: boolean; message: string; importForm: true };

const REPORT_PAGE = 50;

/**
 * The subscribers page's import section: the newest import (the one the creator is working
 * on or just finished) and, once it is done, a page of its report of skipped rows.
 */
export async function loadLatestImport(args: ApiArgs, siteSlug: string, reportAfter: number) {
  const param = { siteSlug: segment(siteSlug) };
  const list = await callManage(args, (manage) =>
    manage[":siteSlug"]["subscriber-imports"].$get({ param }),
  );
  if (!list.ok) {
    console.error(`Subscriber imports ${siteSlug}: API ${list.status}`);
    return null;
  }
  const latest = list.body.imports[0] ?? null;
  if (latest?.status !== "done") return { latest, report: null };
  const page = (outcome: "skipped" | "paid_elsewhere", after: number) =>
    callManage(args, (manage) =>
      manage[":siteSlug"]["subscriber-imports"][":importId"].rows.$get({
        param: { ...param, importId: segment(latest.id) },
        query: { outcome, after: String(after), limit: String(REPORT_PAGE) },
      }),
    );
  const [report, paid] = await Promise.all([
    page("skipped", reportAfter),
    latest.paidElsewhere ? page("paid_elsewhere", 0) : null,
  ]);
  return {
    latest,
    report: report.ok ? { ...report.body, after: reportAfter } : null,
    paid: paid?.ok ? paid.body : null,
  };
}

const jsonIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("subscriber-import-upload-url") }),
  z.object({ intent: z.literal("subscriber-import-create"), ...subscriberImportBody.shape }),
]);

/** The upload's two JSON steps around the browser's PUT to R2: the URL, then the import. */
export async function importJsonAction(args: ApiArgs, siteSlug: string, body: unknown) {
  const param = { siteSlug: segment(siteSlug) };
  const parsed = jsonIntent.safeParse(body);
  if (!parsed.success) {
    return data<ActionFailure>(
      { ok: false, status: 400, error: "bad_request", message: "Choose a CSV file", issues: [] },
      400,
    );
  }
  if (parsed.data.intent === "subscriber-import-upload-url") {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["subscriber-imports"]["upload-urls"].$post({ param }),
    );
    if (!result.ok) return data<ImportUploadUrlResult>(actionFailure(result), result.status);
    return data<ImportUploadUrlResult>({ ok: true, upload: result.body });
  }
  const { intent: _, ...create } = parsed.data;
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["subscriber-imports"].$post({ param, json: create }),
  );
  if (!result.ok) return data<ImportCreateResult>(actionFailure(result), result.status);
  return data<ImportCreateResult>({ ok: true, import: result.body.import });
}

/** The preview's forms: the columns for an unrecognised file, and the consented start. */
export async function importFormAction(args: ApiArgs, siteSlug: string, form: FormData) {
  const importId = String(form.get("importId") ?? "");
  const param = { siteSlug: segment(siteSlug), importId: segment(importId) };
  const fail = (message: string, status = 400) =>
    data<ImportFormResult>({ ok: false, message, importForm: true }, status);
  if (form.get("intent") === "subscriber-import-start") {
    if (form.get("consent") !== "yes") {
      return fail("Tick the box to confirm that these people agreed to receive your e-mails.");
    }
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"]["subscriber-imports"][":importId"].start.$post({
        param,
        json: { consent: true },
      }),
    );
    if (!result.ok)
      return fail(
        result.body?.message ?? "The import could not start.",
        result.status === 404 ? 404 : 400,
      );
    return data<ImportFormResult>({ ok: true, message: "Importing…", importForm: true });
  }
  const name = String(form.get("nameColumn") ?? "");
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"]["subscriber-imports"][":importId"].mapping.$put({
      param,
      json: { email: Number(form.get("emailColumn")), name: name === "" ? null : Number(name) },
    }),
  );
  if (!result.ok)
    return fail(
      result.body?.message ?? "Those columns could not be used.",
      result.status === 404 ? 404 : 400,
    );
  return data<ImportFormResult>({ ok: true, message: "Reading the file…", importForm: true });
}
