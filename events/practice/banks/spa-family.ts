import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Family: family members, describing relatives, possessives and relationships.

const closeFamily: SpanishWord[] = [
  { es: 'madre', en: 'mother', note: 'Children often say "mamá".' },
  { es: 'padre', en: 'father', note: 'Children often say "papá".' },
  { es: 'hermano', en: 'brother' },
  { es: 'hermana', en: 'sister' },
  { es: 'abuelo', en: 'grandfather' },
  { es: 'abuela', en: 'grandmother' },
  { es: 'bebé', en: 'baby' },
  { es: 'familia', en: 'family' },
];

const wordsForKids: SpanishWord[] = [
  { es: 'mamá', en: 'mum (mom)' },
  { es: 'papá', en: 'dad' },
  { es: 'niño', en: 'boy (child)' },
  { es: 'niña', en: 'girl' },
  { es: 'perro', en: 'dog', note: 'Many families have a pet: "una mascota".' },
];

const widerFamily: SpanishWord[] = [
  { es: 'tío', en: 'uncle' },
  { es: 'tía', en: 'aunt' },
  { es: 'primo', en: 'cousin (boy)' },
  { es: 'hijo', en: 'son' },
  { es: 'hija', en: 'daughter' },
  { es: 'padres', en: 'parents', note: 'It does not mean "relatives"; relatives are "parientes".' },
  { es: 'abuelos', en: 'grandparents' },
  { es: 'esposo', en: 'husband' },
];

export const spaFamilyBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(closeFamily),
    ...spanishForQuestions(wordsForKids),
    { prompt: 'What does "mi familia" mean?', correct: 'my family', distractors: ['my friend', 'my house', 'my school'], explanation: '"Mi" means "my".' },
    { prompt: 'What does "Te quiero, mamá" mean?', correct: 'I love you, mum.', distractors: ['Goodbye, mum.', 'Help me, mum.', "I'm hungry, mum."], explanation: '"Te quiero" is a loving way to say "I love you" to family and friends.' },
    { prompt: 'Which word is a girl in the family: hermano or hermana?', correct: 'hermana', distractors: ['hermano', 'abuelo', 'padre'], explanation: 'Many words ending in -a are for girls and women: hermana means sister.' },
  ],
  '3-5': [
    ...meaningQuestions(widerFamily),
    { prompt: 'Complete: "El hermano de mi madre es mi ___."', correct: 'tío', distractors: ['primo', 'abuelo', 'hijo'], explanation: 'Your mother\'s brother is your uncle: tío.' },
    { prompt: 'Complete: "La hija de mi tía es mi ___."', correct: 'prima', distractors: ['hermana', 'tía', 'abuela'], explanation: 'Your aunt\'s daughter is your cousin. A girl cousin is "prima".' },
    { prompt: 'Complete: "La madre de mi padre es mi ___."', correct: 'abuela', distractors: ['tía', 'prima', 'hermana'], explanation: 'Your father\'s mother is your grandmother: abuela.' },
    { prompt: 'What does "mis hermanos" usually mean?', correct: 'my brothers and sisters (my siblings)', distractors: ['my cousins', 'my parents', 'my friends'], explanation: 'The masculine plural "hermanos" can mean brothers, or brothers and sisters together.' },
    { prompt: 'What does "tu padre" mean?', correct: 'your father', distractors: ['my father', 'his father', 'our father'], explanation: '"Tu" (no accent) means "your" for a friend. "Tú" (with an accent) means "you".' },
    { prompt: 'How do you say "my sisters" in Spanish?', correct: 'mis hermanas', distractors: ['mi hermanas', 'mis hermana', 'me hermanas'], explanation: 'Use "mis" before a plural noun: mis hermanas.' },
    { prompt: 'What does "¿Cuántos hermanos tienes?" mean?', correct: 'How many brothers and sisters do you have?', distractors: ['How old is your brother?', 'Where does your brother live?', 'What is your brother\'s name?'], explanation: '"¿Cuántos...?" means "How many...?".' },
    { prompt: 'What does "Tengo una hermana mayor" mean?', correct: 'I have an older sister.', distractors: ['I have a younger sister.', 'I have a tall sister.', 'I have a sister who is a teacher.'], explanation: '"Mayor" means older; "menor" means younger.' },
  ],
  '6-8': [
    { prompt: 'Complete: "___ abuelos viven en Perú." (My)', correct: 'Mis', distractors: ['Mi', 'Mío', 'Me'], explanation: '"Abuelos" is plural, so use "mis".' },
    { prompt: 'Complete: "___ familia es muy grande." (Our)', correct: 'Nuestra', distractors: ['Nuestro', 'Nuestros', 'Nosotros'], explanation: '"Nuestro" agrees with the noun it describes: "familia" is feminine singular, so "nuestra".' },
    { prompt: 'What can "su hermana" mean?', correct: "his, her, their or your (formal) sister", distractors: ['only his sister', 'only my sister', 'only our sister'], explanation: '"Su" is used for él, ella, ellos, ellas and usted, so the context tells you who is meant.' },
    { prompt: 'What is the son of your brother or sister called?', correct: 'sobrino', distractors: ['nieto', 'primo', 'tío'], explanation: '"Sobrino" is nephew and "sobrina" is niece.' },
    { prompt: 'What is the son of your son or daughter called?', correct: 'nieto', distractors: ['sobrino', 'primo', 'hijo'], explanation: '"Nieto" is grandson and "nieta" is granddaughter.' },
    { prompt: 'What does "Soy hijo único" mean?', correct: "I'm an only child.", distractors: ["I'm a unique son.", "I'm the oldest son.", "I'm the only one at home."], explanation: '"Hijo único" (or "hija única") is a child with no brothers or sisters.' },
    { prompt: 'What are "gemelos"?', correct: 'twins', distractors: ['cousins', 'grandparents', 'neighbours'], explanation: 'Twins are "gemelos" (or "mellizos" for non-identical twins in many countries).' },
    { prompt: 'Complete: "Mi padre ___ alto y simpático."', correct: 'es', distractors: ['está', 'tiene', 'hay'], explanation: 'Use "ser" to describe personality and physical characteristics.' },
    { prompt: 'Complete: "Mi madre ___ cansada hoy."', correct: 'está', distractors: ['es', 'tiene', 'hace'], explanation: 'Use "estar" for temporary states and feelings, like being tired today.' },
    { prompt: 'Complete: "Mi abuelo ___ ochenta años."', correct: 'tiene', distractors: ['es', 'está', 'hace'], explanation: 'Age uses "tener": "Mi abuelo tiene ochenta años."' },
    { prompt: 'What does "Mi hermana menor se llama Elena" mean?', correct: 'My younger sister is called Elena.', distractors: ['My older sister is called Elena.', 'My sister calls Elena.', 'My small sister lives with Elena.'], explanation: '"Menor" means younger; "se llama" means "is called".' },
    { prompt: 'Translate: "Their cousins are very funny."', correct: 'Sus primos son muy graciosos.', distractors: ['Su primos son muy graciosos.', 'Sus primos están muy gracioso.', 'Suyos primos son muy graciosos.'], explanation: '"Sus" goes before a plural noun; "graciosos" agrees with "primos".' },
    { prompt: 'What is a wife called in Spanish?', correct: 'esposa', distractors: ['esposo', 'hermana', 'suegra'], explanation: '"Esposa" is wife and "esposo" is husband. "Mujer" and "marido" are also used.' },
    { prompt: 'Complete: "Vosotros sois mis amigos y ___ casa es muy bonita." (your, plural informal, Spain)', correct: 'vuestra', distractors: ['vuestro', 'vuestras', 'tu'], explanation: '"Vuestro/vuestra" is the informal plural "your" used in Spain; "casa" is feminine singular.' },
    { prompt: 'What does "Mis padres están divorciados" mean?', correct: 'My parents are divorced.', distractors: ['My relatives are different.', 'My parents are married.', 'My parents are on holiday.'], explanation: '"Estar divorciado" describes marital status; "estar casado" means to be married.' },
    { prompt: 'Which word means "relatives" in general?', correct: 'parientes', distractors: ['padres', 'parejas', 'parecidos'], explanation: '"Parientes" are relatives. "Padres" means parents, a common false friend.' },
  ],
  '9-12': [
    { prompt: "What is your spouse's mother called?", correct: 'la suegra', distractors: ['la cuñada', 'la nuera', 'la madrastra'], explanation: '"Suegro/suegra" are father-in-law and mother-in-law.' },
    { prompt: "What is your sister's husband called?", correct: 'el cuñado', distractors: ['el suegro', 'el yerno', 'el padrastro'], explanation: '"Cuñado/cuñada" are brother-in-law and sister-in-law.' },
    { prompt: "What is your daughter's husband called?", correct: 'el yerno', distractors: ['el cuñado', 'el nieto', 'el sobrino'], explanation: '"Yerno" is son-in-law; "nuera" is daughter-in-law.' },
    { prompt: 'What is a "bisabuelo"?', correct: 'a great-grandfather', distractors: ['a stepgrandfather', 'a twin grandfather', 'a grandfather-in-law'], explanation: 'The prefix "bis-" adds a generation: bisabuelo, bisnieto.' },
    { prompt: 'What is a "padrastro"?', correct: 'a stepfather', distractors: ['a godfather', 'a father-in-law', 'a great-grandfather'], explanation: '"Padrastro" and "madrastra" are stepparents. A godfather is "padrino".' },
    { prompt: 'What does "Me parezco mucho a mi madre" mean?', correct: 'I look a lot like my mother.', distractors: ['I appear often with my mother.', 'I often think of my mother.', 'I seem to annoy my mother.'], explanation: '"Parecerse a" means to resemble someone.' },
    { prompt: 'What does "Me llevo bien con mi hermano" mean?', correct: 'I get along well with my brother.', distractors: ['I carry my brother well.', 'I take my brother with me.', 'My brother and I live well.'], explanation: '"Llevarse bien/mal con" means to get along well/badly with someone.' },
    { prompt: 'Complete: "Mis abuelos me ___ cuando mis padres trabajaban en el extranjero." (raised)', correct: 'criaron', distractors: ['crearon', 'creyeron', 'crecieron'], explanation: '"Criar" means to raise (a child). "Crear" is to create, "creer" to believe, "crecer" to grow.' },
    { prompt: 'Traditionally, in many Spanish-speaking countries, a person has two surnames. Which usually comes first?', correct: "The father's first surname", distractors: ["The mother's first surname", "The grandmother's surname", "The godparent's surname"], explanation: 'Gabriel García Márquez: García from his father, Márquez from his mother. Some countries, such as Spain, now let parents choose the order.' },
    { prompt: 'Complete: "Esta es mi bicicleta. ¿Dónde está la ___?" (yours, informal)', correct: 'tuya', distractors: ['tuyo', 'tu', 'suyos'], explanation: 'The possessive pronoun agrees with the thing owned: "la bicicleta" becomes "la tuya".' },
    { prompt: 'Complete: "Mis padres quieren que yo ___ a la universidad."', correct: 'vaya', distractors: ['voy', 'ir', 'iré'], explanation: 'After "querer que" with a different subject, the verb is in the subjunctive: "vaya".' },
    { prompt: 'Complete: "Cuando era pequeña, mi abuela siempre me ___ cuentos."', correct: 'contaba', distractors: ['contó', 'cuenta', 'contará'], explanation: 'A repeated, habitual action in the past takes the imperfect: "contaba".' },
    { prompt: 'What does "Es el mayor de cinco hermanos" mean?', correct: 'He is the eldest of five siblings.', distractors: ['He is the biggest of the five brothers.', 'He has five older brothers.', 'He is five years older than his brother.'], explanation: '"El mayor" means the oldest; "el menor" means the youngest.' },
    { prompt: 'What is a "medio hermano"?', correct: 'a half-brother', distractors: ['a stepbrother', 'a twin brother', 'a brother-in-law'], explanation: 'A half-brother shares one parent. A stepbrother is "hermanastro".' },
    { prompt: 'Complete: "Mi prima, ___ vive en Bogotá, es médica."', correct: 'que', distractors: ['quien es', 'cual', 'donde'], explanation: '"Que" introduces the relative clause: "My cousin, who lives in Bogotá, is a doctor".' },
    { prompt: 'Complete: "Si tuviera un hermano, ___ con él todos los días."', correct: 'jugaría', distractors: ['juego', 'jugaré', 'jugara'], explanation: 'A hypothetical "si" clause with the imperfect subjunctive takes the conditional: "jugaría".' },
  ],
};
