/** bpmn-moddle ships no types: the one call used here (server/domains/workflow/bpmn.ts). */
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
}
