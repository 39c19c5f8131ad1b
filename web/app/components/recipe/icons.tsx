import { LineIcon as Icon } from "../LineIcon";

/** Line icons of the recipe page. Decorative: the control around each one carries the name. */

export const ShareIcon = () => (
  <Icon>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Icon>
);

export const PrintIcon = () => (
  <Icon>
    <path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2" />
    <path d="M7 14h10v6H7z" />
  </Icon>
);

export const LinkIcon = () => (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21c-.6-2.4-.2-4.7.6-7.6" />
    <path d="M9.5 14.5C7.4 13.6 6.5 11.7 6.5 10a5.5 5.5 0 0 1 11 0c0 3-1.8 5.2-4 5.2-1.3 0-2.2-1-1.9-2.3l.8-3.2" />
  </Icon>
);

export const FacebookIcon = () => (
  <Icon>
    <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.6c0-.3.3-.6.6-.6Z" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon size={18}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ArrowIcon = ({ direction }: { direction: "left" | "right" }) => (
  <Icon size={22}>
    <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
  </Icon>
);

export const TimerIcon = () => (
  <Icon size={16}>
    <circle cx="12" cy="13" r="7.5" />
    <path d="M12 9v4l2.5 1.5M10 2.5h4" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon size={16}>
    <path d="M8 5.5v13l10-6.5z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon size={16}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const RestartIcon = () => (
  <Icon size={16}>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
    <path d="M4 4v4h4" />
  </Icon>
);

export const ResetIcon = () => (
  <Icon size={16}>
    <path d="M6 6h12v12H6z" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon size={16}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={14}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
