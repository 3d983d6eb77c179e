import { z } from 'zod';
import {
  BILL_TO_CHOICES, GROUP_KINDS, RELATIONS_TO_PARENT, groupBillToProblems, groupDetailsProblems, groupKindProblems, groupMembersProblems,
  type GroupKind, type GroupProblem,
} from './groupEntity';

/**
 * The Create Group / Edit Group steps as zod schemas, shared by the wizard's forms (TanStack Form,
 * views/groups) and the server's input parsing (server/modules/groups). Every rule is a pure check
 * of groupEntity.ts; these schemas only turn its problems into zod issues carrying the rule's
 * message id (src/i18n/validationMessages.ts reads `params.messageId`).
 */
const text = z.string().max(300);

export const addressSchema = z.object({ line1: text, line2: text, city: text, state: text, zip: text, country: text });

const detailsShape = z.object({
  name: text,
  parentGroupId: text,
  legalName: text,
  dba: text,
  tradingName: text,
  registrationNumber: text,
  taxId: text,
  address: addressSchema,
  relationToParent: z.union([z.enum(RELATIONS_TO_PARENT), z.literal('')]),
});

const billToShape = z.object({ billTo: z.union([z.enum(BILL_TO_CHOICES), z.literal('')]), billingContactName: text, billingEmail: text });
const membersShape = z.object({ adminUserId: text, userIds: z.array(z.string().max(100)).max(500) });

function addProblems(ctx: z.RefinementCtx, problems: readonly GroupProblem[]): void {
  for (const problem of problems) {
    ctx.addIssue({ code: 'custom', path: problem.field.split('.'), message: problem.messageId, params: { messageId: problem.messageId, values: problem.values } });
  }
}

export const groupKindSchema = z.object({ kind: z.union([z.enum(GROUP_KINDS), z.literal('')]) }).superRefine((step, ctx) => addProblems(ctx, groupKindProblems(step.kind)));

export const groupDetailsSchema = (kind: GroupKind | '', topLevel = false) => detailsShape.superRefine((details, ctx) => addProblems(ctx, groupDetailsProblems(details, kind, { topLevel })));

export const groupBillToSchema = (kind: GroupKind | '') => billToShape.superRefine((billTo, ctx) => addProblems(ctx, groupBillToProblems(billTo, kind)));

export const groupMembersSchema = membersShape.superRefine((members, ctx) => addProblems(ctx, groupMembersProblems(members)));

/** A whole group as the server receives it (structure only; groupSubmissionProblems checks the rules). */
export const groupSubmissionShape = z.object({ kind: z.enum(GROUP_KINDS), details: detailsShape, billTo: billToShape, members: membersShape });
export type GroupSubmission = z.infer<typeof groupSubmissionShape>;
export type GroupDetailsInput = z.infer<typeof detailsShape>;
export type GroupBillToInput = z.infer<typeof billToShape>;
export type GroupMembersInput = z.infer<typeof membersShape>;

/** Every step's rules at once, each problem on its `step.field` path (what the server refuses). */
export function groupSubmissionProblems(group: GroupSubmission, { topLevel = false }: { topLevel?: boolean } = {}): GroupProblem[] {
  const prefixed = (step: string, problems: readonly GroupProblem[]) => problems.map((p) => ({ ...p, field: `${step}.${p.field}` }));
  return [
    ...prefixed('details', groupDetailsProblems(group.details, group.kind, { topLevel })),
    ...prefixed('billTo', groupBillToProblems(group.billTo, group.kind)),
    ...prefixed('members', groupMembersProblems(group.members)),
  ];
}
