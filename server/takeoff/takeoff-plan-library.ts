import type { Edition } from '../../events/curriculum';
import { takeoffPlanOf, type TakeoffPlan, type TakeoffSubject } from '../../events/takeoff/takeoff-plans';
import { generateCatalogue } from '../catalogue/generate-catalogue';

// Every takeoff plan, built once from the catalogue the server publishes
// (server/catalogue/publish-catalogue.ts publishes the same generated sections):
// one per edition, subject (math, ELA) and grade.

let plans: ReadonlyMap<string, TakeoffPlan> | null = null;

function library(): ReadonlyMap<string, TakeoffPlan> {
  if (plans === null) {
    const built = new Map<string, TakeoffPlan>();
    for (const section of generateCatalogue()) {
      const plan = takeoffPlanOf(section);
      if (plan !== null) built.set(plan.planId, plan);
    }
    plans = built;
  }
  return plans;
}

export function allTakeoffPlans(): TakeoffPlan[] {
  return [...library().values()];
}

export function takeoffPlanById(planId: string): TakeoffPlan | null {
  return library().get(planId) ?? null;
}

export function takeoffPlansFor(edition: Edition, subject: TakeoffSubject, grade: number): TakeoffPlan[] {
  return allTakeoffPlans().filter((plan) => plan.edition === edition && plan.subject === subject && plan.grade === grade);
}
