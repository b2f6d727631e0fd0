import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { deployModel, modelDetail, saveModel, type Row } from './api';
import { ElementProperties } from './ElementProperties';

/** A new model's diagram: one start event, named after the model key. */
const blank = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" id="defs_${key}" targetNamespace="http://bladex.vip">
  <process id="${key}" name="${name.replace(/[<&"]/g, '')}" isExecutable="true"><startEvent id="start" name="开始" /></process>
  <bpmndi:BPMNDiagram id="d_${key}"><bpmndi:BPMNPlane id="p_${key}" bpmnElement="${key}">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`;

/**
 * The model designer (bpmn-js Modeler, loaded only on this route): draw the process, save its XML to
 * the model, deploy it as the next version. The side panel (ElementProperties) sets a user task's assignee,
 * candidate roles (aliases) and depts from the tenant's users, roles and depts, as flowable:assignee /
 * flowable:candidateGroups / flowable:candidateDepts, and a sequence flow's condition as a `${pass}`-style
 * expression (README "Workflow").
 */
export default function ModelDesignPage() {
  const { id } = useParams();
  const t = useTranslate();
  const notify = useNotify();
  const host = useRef<HTMLDivElement>(null);
  const modeler = useRef<Modeler | null>(null);
  const [instance, setInstance] = useState<Modeler | null>(null);
  const [model, setModel] = useState<Row | null>(null);
  useEffect(() => {
    if (!id || !host.current) return undefined;
    const m = new Modeler({ container: host.current });
    modeler.current = m;
    setInstance(m);
    modelDetail(id)
      .then((row) => {
        setModel(row);
        return m.importXML(row.xml || blank(row.modelKey, row.name));
      })
      .then(() => (m.get('canvas') as { zoom(v: string): void }).zoom('fit-viewport'))
      .catch(() => undefined);
    return () => {
      setInstance(null);
      m.destroy();
    };
  }, [id]);
  const save = async () => {
    if (!modeler.current || !model) return false;
    const { xml } = await modeler.current.saveXML({ format: true });
    await saveModel({
      id: model.id,
      name: model.name,
      modelKey: model.modelKey,
      category: model.category,
      description: model.description,
      xml,
    });
    return true;
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6">
            {t('app.workflow.designer', { _: '流程设计' })}
            {model ? ` - ${model.name}` : ''}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={() =>
                save()
                  .then((ok) => ok && notify(t('app.workflow.saved', { _: '保存成功' }), { type: 'success' }))
                  .catch(() => undefined)
              }
            >
              {t('app.workflow.save', { _: '保存' })}
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                save()
                  .then((ok) => (ok ? deployModel(model!.id) : undefined))
                  .then((rows) => rows && notify(t('app.workflow.deployed', { _: '部署成功' }), { type: 'success' }))
                  .catch(() => undefined)
              }
            >
              {t('app.workflow.deploy', { _: '部署' })}
            </Button>
          </Stack>
          <Stack direction="row" spacing={2}>
            <Box
              ref={host}
              data-testid="bpmn-modeler"
              sx={{ flex: 1, height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Box sx={{ width: 300, flexShrink: 0 }} data-testid="bpmn-properties">
              <ElementProperties modeler={instance} />
            </Box>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
