/** "Draft" or "Published", as text (not colour alone). */
export function StatusBadge({ status }: { status: "draft" | "published" }) {
  return (
    <span className={`status-badge status-badge--${status}`}>
      {status === "published" ? "Published" : "Draft"}
    </span>
  );
}
