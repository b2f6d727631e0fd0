import { useEffect, useState } from 'react';
import { diagramOf, historyFlow, leaveDetail, type Row } from './api';

/** A leave with its process: the record, the diagram with its path, and the history. */
export function useProcessView(processInstanceId?: string, businessId?: string) {
  const [leave, setLeave] = useState<Row | null>(null);
  const [diagram, setDiagram] = useState<{ xml: string; finished: string[]; current: string[] } | null>(null);
  const [steps, setSteps] = useState<Row[]>([]);
  useEffect(() => {
    if (!processInstanceId || !businessId) return;
    let alive = true;
    Promise.all([leaveDetail(businessId), diagramOf({ processInstanceId }), historyFlow(processInstanceId)])
      .then(([l, d, h]) => {
        if (!alive) return;
        setLeave(l);
        setDiagram(d);
        setSteps(h);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [processInstanceId, businessId]);
  return { leave, diagram, steps };
}
