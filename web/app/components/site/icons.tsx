import { LineIcon as Icon } from "../LineIcon";

/** Small line icons of the site pages. Decorative: the control around them carries the name. */

export const SearchIcon = () => <Icon name="search" />;

export const MenuIcon = () => <Icon name="menu" size={22} />;

export const CloseIcon = () => <Icon name="close" size={20} />;

export const LockIcon = ({ size = 14 }: { size?: number }) => <Icon name="lock" size={size} />;

export const ClockIcon = () => <Icon name="clock" size={14} />;

export const FilterIcon = () => <Icon name="filter" />;

export const ChevronIcon = ({ direction }: { direction: "left" | "right" }) => (
  <Icon name={`chevron-${direction}`} size={20} />
);

export const CheckIcon = () => <Icon name="check" size={14} />;

export const ExternalIcon = () => <Icon name="external" size={14} />;
