import { LineIcon as Icon } from "../LineIcon";

/**
 * Line icons of a running step timer's controls. Decorative: each button carries the name.
 * Apart from the page's icons.tsx: only the countdown, which loads on the first Start, uses them.
 */

export const PlayIcon = () => <Icon name="play" size={16} />;

export const PauseIcon = () => <Icon name="pause" size={16} />;

export const RestartIcon = () => <Icon name="restart" size={16} />;

export const ResetIcon = () => <Icon name="reset" size={16} />;

export const CloseIcon = () => <Icon name="close" size={16} />;
