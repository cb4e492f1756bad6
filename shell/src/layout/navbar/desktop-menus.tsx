import { useShellCopy } from '../../content/shell-copy';
import { DesktopDropdown } from './desktop-dropdown';

interface DesktopMenusProps {
  readonly className: string;
  readonly onOpenChange: (open: boolean) => void;
}

/** The desktop header's hover menus (About Us, Business), in a list of their own beside the header's links. */
export function DesktopMenus({ className, onOpenChange }: DesktopMenusProps) {
  const { menuGroups } = useShellCopy().navigation;
  return (
    <ul className={className}>
      {menuGroups.map((group) => (
        <DesktopDropdown key={group.title} group={group} onOpenChange={onOpenChange} />
      ))}
    </ul>
  );
}
