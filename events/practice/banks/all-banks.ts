import type { TopicBank } from '../bank-question';
import { elaPhonicsBank } from './ela-phonics';
import { elaVocabularyBank } from './ela-vocabulary';
import { elaReadingComprehensionBank } from './ela-reading-comprehension';
import { elaGrammarBank } from './ela-grammar';
import { elaPunctuationBank } from './ela-punctuation';
import { elaSpellingBank } from './ela-spelling';
import { elaWritingBank } from './ela-writing';
import { elaFigurativeLanguageBank } from './ela-figurative-language';
import { elaSentencesBank } from './ela-sentences';
import { elaPoetryBank } from './ela-poetry';
import { elaResearchBank } from './ela-research';
import { elaTextStructureBank } from './ela-text-structure';
import { sciPlantsBank } from './sci-plants';
import { sciAnimalsBank } from './sci-animals';
import { sciWeatherBank } from './sci-weather';
import { sciMatterBank } from './sci-matter';
import { sciEnergyBank } from './sci-energy';
import { sciForcesBank } from './sci-forces';
import { sciEarthBank } from './sci-earth';
import { sciSpaceBank } from './sci-space';
import { sciEcosystemsBank } from './sci-ecosystems';
import { sciEngineeringBank } from './sci-engineering';
import { ssMapsBank } from './ss-maps';
import { ssGovernmentBank } from './ss-government';
import { ssEconomicsBank } from './ss-economics';
import { ssHistoryBank } from './ss-history';
import { ssCultureBank } from './ss-culture';
import { ssGeographyBank } from './ss-geography';
import { ssCivicsBank } from './ss-civics';
import { ssWorldHistoryBank } from './ss-world-history';
import { spaGreetingsBank } from './spa-greetings';
import { spaNumbersBank } from './spa-numbers';
import { spaColoursBank } from './spa-colours';
import { spaFamilyBank } from './spa-family';
import { spaFoodBank } from './spa-food';
import { spaSchoolBank } from './spa-school';
import { spaVerbsBank } from './spa-verbs';
import { spaWeatherAndSeasonsBank } from './spa-weather-and-seasons';

// The one registry of written question banks (ELA, science, social studies,
// Spanish), read by the question engine. Key: `${subject}:${topic}`, the topic
// as the catalogue's skills carry it in `tags[1]` (the topic name in lower case),
// e.g. 'sci:plants', 'ela:reading comprehension', 'spa:weather and seasons'.
//
// Bank authors: add one import and one entry per bank file
// (`events/practice/banks/<subject>-<topic-slug>.ts`), e.g.
//   import { sciPlantsBank } from './sci-plants';
//   …
//   'sci:plants': sciPlantsBank,
// A topic without an entry cannot be practised yet: the engine throws
// MissingQuestionBankError for it.
export const allBanks: Readonly<Record<string, TopicBank>> = {
  'ela:phonics': elaPhonicsBank,
  'ela:vocabulary': elaVocabularyBank,
  'ela:reading comprehension': elaReadingComprehensionBank,
  'ela:grammar': elaGrammarBank,
  'ela:punctuation': elaPunctuationBank,
  'ela:spelling': elaSpellingBank,
  'ela:writing': elaWritingBank,
  'ela:figurative language': elaFigurativeLanguageBank,
  'ela:sentences': elaSentencesBank,
  'ela:poetry': elaPoetryBank,
  'ela:research': elaResearchBank,
  'ela:text structure': elaTextStructureBank,
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

export function bankKey(subject: string, topic: string): string {
  return `${subject}:${topic}`;
}
