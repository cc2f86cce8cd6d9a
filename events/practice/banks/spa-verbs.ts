import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Verbs: action words, the present tense, irregular verbs, ser and estar,
// past tenses, the subjunctive and commands.

const actionWords: SpanishWord[] = [
  { es: 'comer', en: 'to eat' },
  { es: 'beber', en: 'to drink' },
  { es: 'correr', en: 'to run' },
  { es: 'saltar', en: 'to jump' },
  { es: 'dormir', en: 'to sleep' },
  { es: 'jugar', en: 'to play' },
  { es: 'cantar', en: 'to sing' },
  { es: 'leer', en: 'to read' },
];

const moreActionWords: SpanishWord[] = [
  { es: 'bailar', en: 'to dance' },
  { es: 'nadar', en: 'to swim' },
  { es: 'escribir', en: 'to write' },
  { es: 'hablar', en: 'to talk (to speak)' },
  { es: 'dibujar', en: 'to draw' },
];

export const spaVerbsBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(actionWords),
    ...spanishForQuestions(moreActionWords),
    { prompt: 'What does "¡Vamos a jugar!" mean?', correct: "Let's play!", distractors: ["Let's eat!", "Let's sleep!", "Let's read!"], explanation: '"Vamos a..." means "let\'s..." and "jugar" means "to play".' },
    { prompt: 'What does "Me gusta cantar" mean?', correct: 'I like to sing.', distractors: ['I like to swim.', 'I like to run.', 'I like to draw.'], explanation: '"Cantar" means "to sing".' },
    { prompt: 'Which word is an action (a verb)?', correct: 'correr', distractors: ['rojo', 'perro', 'casa'], explanation: '"Correr" (to run) is something you do. Rojo is a colour, perro an animal and casa a house.' },
  ],
  '3-5': [
    { prompt: 'Complete: "Yo ___ una canción." (cantar)', correct: 'canto', distractors: ['canta', 'cantas', 'cantar'], explanation: 'For "yo", regular -ar verbs end in -o: yo canto.' },
    { prompt: 'Complete: "Tú ___ muy bien." (bailar)', correct: 'bailas', distractors: ['bailo', 'baila', 'bailan'], explanation: 'For "tú", regular -ar verbs end in -as: tú bailas.' },
    { prompt: 'Complete: "Ella ___ español." (hablar)', correct: 'habla', distractors: ['hablo', 'hablas', 'hablamos'], explanation: 'For "él" and "ella", regular -ar verbs end in -a: ella habla.' },
    { prompt: 'Complete: "Yo ___ una manzana." (comer)', correct: 'como', distractors: ['come', 'comes', 'comer'], explanation: 'For "yo", regular -er verbs end in -o: yo como.' },
    { prompt: 'Complete: "Tú ___ agua." (beber)', correct: 'bebes', distractors: ['bebo', 'bebe', 'beben'], explanation: 'For "tú", regular -er verbs end in -es: tú bebes.' },
    { prompt: 'Complete: "Mi abuela ___ en Madrid." (vivir)', correct: 'vive', distractors: ['vivo', 'vives', 'vivimos'], explanation: 'For "él/ella", regular -ir verbs end in -e: vive.' },
    { prompt: 'Complete: "Yo ___ de Argentina." (ser)', correct: 'soy', distractors: ['es', 'eres', 'somos'], explanation: '"Ser" is irregular: yo soy, tú eres, él es.' },
    { prompt: 'Complete: "Yo ___ un perro." (tener)', correct: 'tengo', distractors: ['tiene', 'tienes', 'teno'], explanation: '"Tener" is irregular: yo tengo, tú tienes, él tiene.' },
    { prompt: 'Complete: "Yo ___ al parque." (ir)', correct: 'voy', distractors: ['va', 'vas', 'ir'], explanation: '"Ir" is irregular: yo voy, tú vas, él va.' },
    { prompt: 'What does "hablo" mean?', correct: 'I speak', distractors: ['you speak', 'she speaks', 'we speak'], explanation: 'The -o ending shows the subject is "yo" (I).' },
    { prompt: 'What does "comes" mean?', correct: 'you eat', distractors: ['I eat', 'he eats', 'they eat'], explanation: 'The -es ending of an -er verb shows the subject is "tú" (you).' },
    { prompt: 'What does "corre" mean?', correct: 'he or she runs', distractors: ['I run', 'you run', 'we run'], explanation: 'The -e ending of an -er verb shows the subject is "él" or "ella".' },
    { prompt: 'Complete: "Nosotros ___ al fútbol." (jugar)', correct: 'jugamos', distractors: ['juegamos', 'juego', 'juegan'], explanation: '"Jugar" changes u to ue (yo juego), but not for nosotros: jugamos.' },
    { prompt: 'What does "¿Quieres jugar?" mean?', correct: 'Do you want to play?', distractors: ['Can you play?', 'Did you play?', 'Where do you play?'], explanation: '"Quieres" means "you want".' },
    { prompt: 'Spanish infinitives (the "to ..." form) end in which letters?', correct: '-ar, -er or -ir', distractors: ['-ing', '-ed or -en', '-o, -as or -a'], explanation: 'Examples: hablar (to speak), comer (to eat), vivir (to live).' },
    { prompt: 'Complete: "Ellos ___ libros." (leer)', correct: 'leen', distractors: ['lee', 'leo', 'leemos'], explanation: 'For "ellos", regular -er verbs end in -en: leen.' },
  ],
  '6-8': [
    { prompt: 'Complete: "Yo ___ ir al cine." (querer)', correct: 'quiero', distractors: ['quero', 'quieres', 'queremos'], explanation: '"Querer" changes e to ie in the stem: yo quiero.' },
    { prompt: 'Complete: "¿___ tú ayudarme?" (poder)', correct: 'Puedes', distractors: ['Podes', 'Puedo', 'Pueden'], explanation: '"Poder" changes o to ue: tú puedes.' },
    { prompt: 'Complete: "Él siempre ___ pizza." (pedir)', correct: 'pide', distractors: ['pede', 'pido', 'piden'], explanation: '"Pedir" changes e to i: él pide.' },
    { prompt: 'Complete: "Yo ___ ocho horas cada noche." (dormir)', correct: 'duermo', distractors: ['dormo', 'duerme', 'dormimos'], explanation: '"Dormir" changes o to ue: yo duermo.' },
    { prompt: 'Complete: "Yo ___ la cama cada mañana." (hacer)', correct: 'hago', distractors: ['haco', 'hace', 'haces'], explanation: '"Hacer" has an irregular yo form: hago.' },
    { prompt: 'Complete: "Yo ___ de casa a las ocho." (salir)', correct: 'salgo', distractors: ['salo', 'sale', 'sales'], explanation: '"Salir" has an irregular yo form: salgo.' },
    { prompt: 'Complete: "Yo ___ a tu hermana." (conocer)', correct: 'conozco', distractors: ['conoco', 'conoce', 'conozo'], explanation: '"Conocer" adds z in the yo form: conozco.' },
    { prompt: 'Complete: "Yo ___ muy cansado hoy." (ser or estar)', correct: 'estoy', distractors: ['soy', 'es', 'está'], explanation: 'A temporary state, like being tired, uses "estar".' },
    { prompt: 'Complete: "Mi profesora ___ de Chile." (ser or estar)', correct: 'es', distractors: ['está', 'son', 'estoy'], explanation: 'Origin uses "ser": "Es de Chile".' },
    { prompt: 'Complete: "Madrid ___ en España." (ser or estar)', correct: 'está', distractors: ['es', 'hay', 'son'], explanation: 'The location of a place or thing uses "estar".' },
    { prompt: 'What does "Voy a estudiar esta noche" mean?', correct: "I'm going to study tonight.", distractors: ['I studied last night.', 'I study every night.', 'I was studying tonight.'], explanation: '"Ir a" + infinitive expresses the near future.' },
    { prompt: 'Complete: "Ayer yo ___ con mi abuela." (hablar)', correct: 'hablé', distractors: ['hablo', 'habló', 'hablaré'], explanation: 'The preterite yo form of -ar verbs ends in -é: hablé.' },
    { prompt: 'Complete: "Anoche ella ___ tacos." (comer)', correct: 'comió', distractors: ['come', 'comí', 'comerá'], explanation: 'The preterite él/ella form of -er verbs ends in -ió: comió.' },
    { prompt: 'Complete: "Yo ___ levanto a las siete." (levantarse)', correct: 'me', distractors: ['te', 'se', 'nos'], explanation: 'Reflexive verbs use a pronoun that matches the subject: yo me levanto.' },
    { prompt: 'Complete: "Ahora estoy ___ un libro." (leer)', correct: 'leyendo', distractors: ['leiendo', 'leendo', 'leído'], explanation: 'The gerund of "leer" is irregular in spelling: leyendo.' },
    { prompt: 'Complete: "Yo no ___ la respuesta." (saber)', correct: 'sé', distractors: ['sabo', 'sabe', 'se'], explanation: '"Saber" is irregular in the yo form: sé (with an accent, to tell it from "se").' },
  ],
  '9-12': [
    { prompt: 'Complete: "Mientras yo ___, sonó el teléfono." (leer)', correct: 'leía', distractors: ['leí', 'leo', 'leeré'], explanation: 'An action in progress in the past (the background) takes the imperfect; the interruption takes the preterite.' },
    { prompt: 'Complete: "De niña, ___ en Lima con mis abuelos." (vivir)', correct: 'vivía', distractors: ['viví', 'vivo', 'viviré'], explanation: 'Describing how things used to be takes the imperfect: vivía.' },
    { prompt: 'Complete: "Ayer ___ que trabajar hasta tarde." (yo, tener)', correct: 'tuve', distractors: ['tení', 'tenía', 'tengo'], explanation: '"Tener" has an irregular preterite stem, tuv-: yo tuve.' },
    { prompt: 'Complete: "Ellos ___ la tarea anoche." (hacer)', correct: 'hicieron', distractors: ['hacieron', 'hicimos', 'hizon'], explanation: '"Hacer" has the irregular preterite stem hic-: hicieron.' },
    { prompt: 'Complete: "¿Adónde ___ tú el verano pasado?" (ir)', correct: 'fuiste', distractors: ['iste', 'ibas', 'fue'], explanation: '"Ir" and "ser" share preterite forms: fui, fuiste, fue...' },
    { prompt: 'Complete: "Quiero que tú ___ a mi fiesta." (venir)', correct: 'vengas', distractors: ['vienes', 'venir', 'vendrás'], explanation: 'After "querer que" with a different subject, use the present subjunctive: vengas.' },
    { prompt: 'Complete: "Dudo que él ___ la respuesta." (saber)', correct: 'sepa', distractors: ['sabe', 'sabrá', 'supo'], explanation: 'Doubt triggers the subjunctive; "saber" has the irregular subjunctive stem sep-.' },
    { prompt: 'Complete: "Si yo ___ rico, viajaría por todo el mundo." (ser)', correct: 'fuera', distractors: ['soy', 'sería', 'sea'], explanation: 'A hypothetical "si" clause uses the imperfect subjunctive: si yo fuera.' },
    { prompt: 'Complete: "Si tuviera tiempo, ___ un libro." (escribir)', correct: 'escribiría', distractors: ['escribo', 'escribiera', 'escribí'], explanation: 'The result of a hypothetical condition uses the conditional: escribiría.' },
    { prompt: 'Complete: "Mañana nosotros ___ temprano." (salir, future)', correct: 'saldremos', distractors: ['saliremos', 'saldrán', 'salgaremos'], explanation: '"Salir" has an irregular future stem, saldr-: saldremos.' },
    { prompt: 'Complete: "Nunca ___ esa película." (yo, ver, present perfect)', correct: 'he visto', distractors: ['he veído', 'ha visto', 'había ver'], explanation: 'The present perfect uses "haber" + past participle; "ver" has the irregular participle "visto".' },
    { prompt: 'Complete the negative tú command: "¡No ___ en clase!" (hablar)', correct: 'hables', distractors: ['habla', 'hablas', 'hablar'], explanation: 'Negative tú commands use the present subjunctive: no hables.' },
    { prompt: 'Complete the affirmative tú command: "¡___ la verdad!" (decir)', correct: 'Di', distractors: ['Dice', 'Digas', 'Decir'], explanation: '"Decir" has an irregular tú command: di.' },
    { prompt: 'Complete: "Cuando llegué al cine, la película ya ___." (empezar)', correct: 'había empezado', distractors: ['ha empezado', 'empezará', 'empiece'], explanation: 'The pluperfect ("había empezado") shows an action completed before another past action.' },
    { prompt: 'What does "Se me olvidaron las llaves" mean?', correct: 'I forgot my keys (by accident).', distractors: ['Someone forgot my keys.', 'The keys forgot me.', 'I will forget my keys.'], explanation: 'The "se" construction presents the forgetting as accidental; the verb agrees with "las llaves".' },
    { prompt: 'Complete: "Es posible que ___ mañana." (llover)', correct: 'llueva', distractors: ['llueve', 'lloverá', 'llovió'], explanation: '"Es posible que" expresses uncertainty and takes the subjunctive: llueva.' },
  ],
};
