import { describe, expect, it } from 'vitest';
import { GRADE_BANDS, type TopicBank } from '../bank-question';
import { allBanks } from './all-banks';
import { sciAnimalsBank } from './sci-animals';
import { sciEarthBank } from './sci-earth';
import { sciEcosystemsBank } from './sci-ecosystems';
import { sciEnergyBank } from './sci-energy';
import { sciEngineeringBank } from './sci-engineering';
import { sciForcesBank } from './sci-forces';
import { sciMatterBank } from './sci-matter';
import { sciPlantsBank } from './sci-plants';
import { sciSpaceBank } from './sci-space';
import { sciWeatherBank } from './sci-weather';
import { spaColoursBank } from './spa-colours';
import { spaFamilyBank } from './spa-family';
import { spaFoodBank } from './spa-food';
import { spaGreetingsBank } from './spa-greetings';
import { spaNumbersBank } from './spa-numbers';
import { spaSchoolBank } from './spa-school';
import { spaVerbsBank } from './spa-verbs';
import { spaWeatherAndSeasonsBank } from './spa-weather-and-seasons';
import { ssCivicsBank } from './ss-civics';
import { ssCultureBank } from './ss-culture';
import { ssEconomicsBank } from './ss-economics';
import { ssGeographyBank } from './ss-geography';
import { ssGovernmentBank } from './ss-government';
import { ssHistoryBank } from './ss-history';
import { ssMapsBank } from './ss-maps';
import { ssWorldHistoryBank } from './ss-world-history';

// Every science, social studies and Spanish bank (one per catalogue topic):
// registered in all-banks, enough questions per band, distinct prompts, sound
// choices, an explanation for each question, plain text only.
const banks: Record<string, TopicBank> = {
  'sci:plants': sciPlantsBank,
  'sci:animals': sciAnimalsBank,
  'sci:weather': sciWeatherBank,
  'sci:matter': sciMatterBank,
  'sci:energy': sciEnergyBank,
  'sci:forces': sciForcesBank,
  'sci:earth': sciEarthBank,
  'sci:space': sciSpaceBank,
  'sci:ecosystems': sciEcosystemsBank,
  'sci:engineering': sciEngineeringBank,
  'ss:maps': ssMapsBank,
  'ss:government': ssGovernmentBank,
  'ss:economics': ssEconomicsBank,
  'ss:history': ssHistoryBank,
  'ss:culture': ssCultureBank,
  'ss:geography': ssGeographyBank,
  'ss:civics': ssCivicsBank,
  'ss:world history': ssWorldHistoryBank,
  'spa:greetings': spaGreetingsBank,
  'spa:numbers': spaNumbersBank,
  'spa:colours': spaColoursBank,
  'spa:family': spaFamilyBank,
  'spa:food': spaFoodBank,
  'spa:school': spaSchoolBank,
  'spa:verbs': spaVerbsBank,
  'spa:weather and seasons': spaWeatherAndSeasonsBank,
};

const badText = /undefined|NaN|\[object Object\]/;
const markup = /<\/?[a-z][^>]*>|&[a-z]+;/i;

describe.each(Object.entries(banks))('%s bank', (key, bank) => {
  it('is registered in all-banks under its key', () => {
    expect(allBanks[key]).toBe(bank);
  });

  it.each(GRADE_BANDS)('has at least 15 distinct, well-formed questions for %s', (band) => {
    const questions = bank[band];
    expect(questions.length).toBeGreaterThanOrEqual(15);
    const prompts = questions.map((q) => q.prompt.trim().toLowerCase());
    expect(new Set(prompts).size, 'duplicate prompt').toBe(prompts.length);
    for (const q of questions) {
      const where = `${band}: ${q.prompt}`;
      expect(q.prompt.trim(), where).not.toBe('');
      expect(q.correct.trim(), where).not.toBe('');
      expect(q.explanation.trim(), where).not.toBe('');
      expect(q.distractors.length, where).toBeGreaterThanOrEqual(2);
      expect(q.distractors.length, where).toBeLessThanOrEqual(3);
      const choices = [q.correct, ...q.distractors].map((c) => c.trim().toLowerCase());
      expect(choices.every((c) => c !== ''), where).toBe(true);
      expect(new Set(choices).size, `${where}: choices not distinct`).toBe(choices.length);
      for (const text of [q.prompt, q.correct, ...q.distractors, q.explanation]) {
        expect(text, where).not.toMatch(badText);
        expect(text, where).not.toMatch(markup);
      }
    }
  });
});
