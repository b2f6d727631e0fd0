import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from './menuModel';

/** Opening an item: a new window for isOpen = 2 externals, else the mapped route. */
export function useOpenMenuItem() {
  const navigate = useNavigate();
  return useCallback(
    (node: MenuNode) => {
      if (node.newWindowUrl) {
        window.open(node.newWindowUrl, '_blank', 'noopener');
        return;
      }
      if (node.to) navigate(node.to);
    },
    [navigate],
  );
}
