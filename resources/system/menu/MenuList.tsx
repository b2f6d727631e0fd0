import { LazyTreeList } from '../../engine';

/** 菜单管理: menus and their buttons, one level per call. */
export const MenuList = () => <LazyTreeList resource="menu" />;
