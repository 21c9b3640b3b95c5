import { PlanRequest } from './plan-request.entity.js';

/** The plans module's table (plan_requests). */
export const PLANS_ENTITIES = [PlanRequest];
