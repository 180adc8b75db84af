/** Draws the icon named by a category's `icon` field. */
import { ChartIcon, HandshakeIcon, NewspaperIcon, ScaleIcon, SmartphoneIcon, SparklesIcon, WrenchIcon } from './icons.tsx';

const ICONS = {
  sparkles: SparklesIcon,
  handshake: HandshakeIcon,
  smartphone: SmartphoneIcon,
  chart: ChartIcon,
  scale: ScaleIcon,
  wrench: WrenchIcon,
  newspaper: NewspaperIcon,
} as const;

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Cmp = ICONS[name as keyof typeof ICONS] ?? NewspaperIcon;
  return <Cmp className={className} />;
}
