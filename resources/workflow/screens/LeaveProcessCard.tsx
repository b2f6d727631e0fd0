import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import ProcessDiagram from './ProcessDiagram';
import { HistoryTable } from './HistoryTable';
import { LeaveFields } from './LeaveFields';
import { useProcessView } from './useProcessView';

/**
 * A leave in its process, as its detail and handle pages show it: the heading, the leave, what the page
 * adds (the decision of a task), then the diagram with the path taken and the history.
 */
export function LeaveProcessCard({
  title,
  processInstanceId,
  businessId,
  children,
}: {
  title: string;
  processInstanceId?: string;
  businessId?: string;
  children?: ReactNode;
}) {
  const { leave, diagram, steps } = useProcessView(processInstanceId, businessId);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">{title}</Typography>
          {leave && <LeaveFields leave={leave} />}
          {children}
          {diagram && <ProcessDiagram xml={diagram.xml} finished={diagram.finished} current={diagram.current} />}
          <HistoryTable steps={steps} />
        </Stack>
      </CardContent>
    </Card>
  );
}
