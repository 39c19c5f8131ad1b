/** "Draft", "Scheduled" or "Published", as text (not colour alone). */
export function StatusBadge({
  status,
  scheduled = false,
}: {
  status: "draft" | "published";
  /** A draft set to publish itself at a time (the Scheduled page). */
  scheduled?: boolean;
}) {
  const shown = status === "draft" && scheduled ? "scheduled" : status;
  return (
    <span className={`status-badge status-badge--${shown}`}>
      {shown === "published" ? "Published" : shown === "scheduled" ? "Scheduled" : "Draft"}
    </span>
  );
}
