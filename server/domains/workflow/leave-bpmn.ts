/**
 * The seeded leave process: the dept manager (a 科长 of the applicant's dept) approves,
 * then HR (a tenant 管理员); a rejection at either goes back to the applicant, who resubmits to the
 * manager or withdraws. Gateways read the `pass` variable that complete-task sets.
 */
export const LEAVE_PROCESS_KEY = 'Leave';
export const LEAVE_FILE = 'leave.bpmn20.xml';

const shape = (id: string, x: number, y: number, w: number, h: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, points: Array<[number, number]>) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;
const reject = '<conditionExpression xsi:type="tFormalExpression">${!pass}</conditionExpression>';

export const LEAVE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="leave_definitions" targetNamespace="http://bladex.vip">
  <process id="${LEAVE_PROCESS_KEY}" name="请假流程" isExecutable="true">
    <startEvent id="start" name="发起申请" flowable:initiator="applyUser" />
    <userTask id="managerApprove" name="部门经理审批" flowable:candidateGroups="section_chief" flowable:candidateDepts="\${applyDept}" />
    <exclusiveGateway id="managerDecision" name="经理审批结果" default="toHr" />
    <userTask id="hrApprove" name="人事审批" flowable:candidateGroups="admin" />
    <exclusiveGateway id="hrDecision" name="人事审批结果" default="toEnd" />
    <userTask id="adjustApply" name="调整申请" flowable:assignee="\${applyUser}" />
    <exclusiveGateway id="adjustDecision" name="是否重新提交" default="resubmit" />
    <endEvent id="end" name="审批通过" />
    <endEvent id="withdrawn" name="撤销申请" />
    <sequenceFlow id="toManager" sourceRef="start" targetRef="managerApprove" />
    <sequenceFlow id="managerDone" sourceRef="managerApprove" targetRef="managerDecision" />
    <sequenceFlow id="toHr" name="同意" sourceRef="managerDecision" targetRef="hrApprove" />
    <sequenceFlow id="managerReject" name="驳回" sourceRef="managerDecision" targetRef="adjustApply">${reject}</sequenceFlow>
    <sequenceFlow id="hrDone" sourceRef="hrApprove" targetRef="hrDecision" />
    <sequenceFlow id="toEnd" name="同意" sourceRef="hrDecision" targetRef="end" />
    <sequenceFlow id="hrReject" name="驳回" sourceRef="hrDecision" targetRef="adjustApply">${reject}</sequenceFlow>
    <sequenceFlow id="adjustDone" sourceRef="adjustApply" targetRef="adjustDecision" />
    <sequenceFlow id="resubmit" name="重新提交" sourceRef="adjustDecision" targetRef="managerApprove" />
    <sequenceFlow id="withdraw" name="撤销" sourceRef="adjustDecision" targetRef="withdrawn">${reject}</sequenceFlow>
  </process>
  <bpmndi:BPMNDiagram id="leave_diagram">
    <bpmndi:BPMNPlane id="leave_plane" bpmnElement="${LEAVE_PROCESS_KEY}">
      ${shape('start', 80, 182, 36, 36)}
      ${shape('managerApprove', 170, 160, 100, 80)}
      ${shape('managerDecision', 320, 175, 50, 50)}
      ${shape('hrApprove', 420, 160, 100, 80)}
      ${shape('hrDecision', 570, 175, 50, 50)}
      ${shape('end', 672, 182, 36, 36)}
      ${shape('adjustApply', 420, 300, 100, 80)}
      ${shape('adjustDecision', 445, 430, 50, 50)}
      ${shape('withdrawn', 582, 437, 36, 36)}
      ${edge('toManager', [
        [116, 200],
        [170, 200],
      ])}
      ${edge('managerDone', [
        [270, 200],
        [320, 200],
      ])}
      ${edge('toHr', [
        [370, 200],
        [420, 200],
      ])}
      ${edge('managerReject', [
        [345, 225],
        [345, 340],
        [420, 340],
      ])}
      ${edge('hrDone', [
        [520, 200],
        [570, 200],
      ])}
      ${edge('toEnd', [
        [620, 200],
        [672, 200],
      ])}
      ${edge('hrReject', [
        [595, 225],
        [595, 340],
        [520, 340],
      ])}
      ${edge('adjustDone', [
        [470, 380],
        [470, 430],
      ])}
      ${edge('resubmit', [
        [445, 455],
        [220, 455],
        [220, 240],
      ])}
      ${edge('withdraw', [
        [495, 455],
        [582, 455],
      ])}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>
`;
