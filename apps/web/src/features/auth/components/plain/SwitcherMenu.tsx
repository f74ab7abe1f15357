import type { IconMenuListProps } from '../../../../components/IconMenuList.tsx';
import LanguageMenu from '../../../../components/LanguageMenu.tsx';
import ThemeMenu from '../../../../components/ThemeMenu.tsx';
import { ThemeRoot } from '../../../../components/ThemeRoot.tsx';

const MENUS = { language: LanguageMenu, theme: ThemeMenu } as const;
export type SwitcherMenuName = keyof typeof MENUS;

/** The switchers' menus of the plain sign-in page: the console's, in MUI's theme (fetched on the first click). */
export default function SwitcherMenu({ menu, ...props }: IconMenuListProps & { menu: SwitcherMenuName }) {
  const Menu = MENUS[menu];
  return (
    <ThemeRoot>
      <Menu {...props} />
    </ThemeRoot>
  );
}
