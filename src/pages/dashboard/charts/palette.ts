/** Series colours after the primary: Element's status colours, distinguishable side by side. */
export const SERIES_COLORS = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#36cfc9', '#9254de', '#f759ab'];
