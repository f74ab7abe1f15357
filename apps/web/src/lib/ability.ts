import { type AppAbility, abilityFromRules } from '@adportal/permissions';
import { session } from './session.ts';

/**
 * The one ability of the app, built from the stored userAbilityRules and kept in step with the session:
 * login fills it, logout empties it. Components read it through AbilityProvider / useAbility.
 */
export const ability: AppAbility = abilityFromRules(session.getState().abilityRules);

let lastRules = session.getState().abilityRules;
session.subscribe(() => {
  const { abilityRules } = session.getState();
  if (abilityRules !== lastRules) {
    lastRules = abilityRules;
    ability.update(abilityRules);
  }
});
