// The plans module's public face: paying an event in parts (decision 0052). What a checkout in
// parts charges, how a part's move to paid stands against its plan, releasing a plan's seat (by
// the sweep, or when a part is refunded), and a student's plans for My Payments.
export { releasePlan, sweepPlans } from './release.ts';
export { planRoutes } from './routes.ts';
export {
  isReleasedPart,
  lockPlanForPart,
  markPartPaid,
  PLAN_HOLD_REASONS,
  PLAN_REFUSALS,
  type PlanCharge,
  planCharge,
  refuseFullCheckoutWhilePaying,
} from './service.ts';
