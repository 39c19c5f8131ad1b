/** The comment controls' icons. Decorative: each button carries its own name. */
export const UpvoteIcon = ({ filled }: { filled: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill={filled ? "currentColor" : "none"}
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 4 4.5 12.5H9V20h6v-7.5h4.5L12 4Z" />
  </svg>
);
