import { LazyTreeList } from '../../engine';

/** 机构管理: one level of the dept tree per call; a search spans all levels. */
export const DeptList = () => <LazyTreeList resource="dept" />;
