import { LineIcon as Icon } from "../LineIcon";

/** Line icons of the recipe page. Decorative: the control around each one carries the name. */

export const ShareIcon = () => <Icon name="share" />;

export const PrintIcon = () => <Icon name="print" />;

export const LinkIcon = () => <Icon name="link" />;

export const PinIcon = () => <Icon name="pin" />;

export const FacebookIcon = () => <Icon name="facebook" />;

export const ChevronDownIcon = () => <Icon name="chevron-down" size={18} />;

export const ArrowIcon = ({ direction }: { direction: "left" | "right" }) => (
  <Icon name={`chevron-${direction}`} size={22} />
);

export const TimerIcon = () => <Icon name="timer" size={16} />;

export const CheckIcon = () => <Icon name="check" size={14} />;
