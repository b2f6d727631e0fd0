import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';

/**
 * A process diagram drawn by bpmn-js, the path passed in green and the open tasks in orange. Only the
 * workflow pages import it, and they load lazily: bpmn-js stays out of the login chunk.
 */
export default function ProcessDiagram({
  xml,
  finished = [],
  current = [],
}: {
  xml: string;
  finished?: string[];
  current?: string[];
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current || !xml) return undefined;
    const viewer = new NavigatedViewer({ container: host.current });
    let alive = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        const canvas = viewer.get('canvas') as { zoom(v: string): void; addMarker(id: string, cls: string): void };
        canvas.zoom('fit-viewport');
        const registry = viewer.get('elementRegistry') as { get(id: string): unknown };
        for (const id of finished) if (registry.get(id)) canvas.addMarker(id, 'wf-finished');
        for (const id of current) if (registry.get(id)) canvas.addMarker(id, 'wf-current');
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml, finished, current]);
  return (
    <Box
      ref={host}
      data-testid="process-diagram"
      sx={{
        height: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& .wf-finished:not(.djs-connection) .djs-visual > :nth-child(1)': {
          stroke: '#2e7d32 !important',
          fill: '#e8f5e9 !important',
        },
        '& .wf-finished.djs-connection .djs-visual > path': { stroke: '#2e7d32 !important' },
        '& .wf-current .djs-visual > :nth-child(1)': {
          stroke: '#e56801 !important',
          fill: '#fff3e0 !important',
          strokeWidth: '3px !important',
        },
      }}
    />
  );
}
