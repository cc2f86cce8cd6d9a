import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Greetings: hello and goodbye, polite words, introductions, tú and usted.

const firstGreetings: SpanishWord[] = [
  { es: 'hola', en: 'hello', note: 'The h is silent: say "OH-lah".' },
  { es: 'adiós', en: 'goodbye' },
  { es: 'gracias', en: 'thank you' },
  { es: 'por favor', en: 'please' },
  { es: 'buenos días', en: 'good morning' },
  { es: 'buenas noches', en: 'good night', note: 'It is also used for "good evening".' },
  { es: 'de nada', en: "you're welcome", note: 'It is the usual answer to "gracias".' },
  { es: 'hasta luego', en: 'see you later' },
];

const morePoliteWords: SpanishWord[] = [
  { es: 'buenas tardes', en: 'good afternoon' },
  { es: 'lo siento', en: "I'm sorry" },
  { es: 'amigo', en: 'friend', note: 'A girl who is a friend is an "amiga".' },
  { es: 'sí', en: 'yes', note: 'It has an accent; "si" without an accent means "if".' },
  { es: 'hasta mañana', en: 'see you tomorrow' },
];

const conversationPhrases: SpanishWord[] = [
  { es: '¿Cómo te llamas?', en: "What's your name?" },
  { es: '¿Cómo estás?', en: 'How are you?' },
  { es: 'Mucho gusto.', en: 'Nice to meet you.' },
  { es: '¿Y tú?', en: 'And you?' },
  { es: '¿De dónde eres?', en: 'Where are you from?' },
  { es: '¿Qué tal?', en: "How's it going?" },
  { es: 'Me llamo Ana.', en: 'My name is Ana.' },
  { es: 'Estoy muy bien.', en: "I'm very well." },
];

export const spaGreetingsBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(firstGreetings),
    ...spanishForQuestions(morePoliteWords),
    { prompt: 'Your friend says "gracias" to you. What do you answer?', correct: 'De nada', distractors: ['Hola', 'Buenas noches', 'Adiós'], explanation: '"De nada" means "you\'re welcome", the usual answer to "gracias".' },
    { prompt: 'What do you say to your teacher when you arrive at school in the morning?', correct: 'Buenos días', distractors: ['Buenas noches', 'Adiós', 'Lo siento'], explanation: '"Buenos días" means "good morning".' },
    { prompt: 'What do you say to your family when you go to bed?', correct: 'Buenas noches', distractors: ['Buenos días', 'Hola', 'Por favor'], explanation: '"Buenas noches" means "good night".' },
  ],
  '3-5': [
    ...meaningQuestions(conversationPhrases),
    { prompt: 'Someone asks you "¿Cómo te llamas?". Which answer fits?', correct: 'Me llamo Carlos.', distractors: ['Tengo diez años.', 'Soy de México.', 'Estoy bien.'], explanation: '"¿Cómo te llamas?" asks for your name, so you answer "Me llamo..." (My name is...).' },
    { prompt: 'Someone asks you "¿Cómo estás?". Which answer fits?', correct: 'Muy bien, gracias.', distractors: ['Me llamo Sofía.', 'Soy de Chile.', 'Hasta luego.'], explanation: '"¿Cómo estás?" means "How are you?", so you say how you feel: "Muy bien, gracias."' },
    { prompt: 'Someone asks you "¿De dónde eres?". Which answer fits?', correct: 'Soy de Canadá.', distractors: ['Me llamo Leo.', 'Estoy cansado.', 'De nada.'], explanation: '"¿De dónde eres?" asks where you are from: "Soy de..." means "I am from...".' },
    { prompt: 'Which greeting do you use in the afternoon?', correct: 'Buenas tardes', distractors: ['Buenos días', 'Buenas noches', 'Hasta mañana'], explanation: '"Buenas tardes" is used from about midday until evening.' },
    { prompt: 'Which word do you use to speak politely to an adult you do not know, such as a new teacher?', correct: 'usted', distractors: ['tú', 'yo', 'nosotros'], explanation: '"Usted" is the polite (formal) word for "you". "Tú" is used with friends, family and children.' },
    { prompt: 'How does a question in written Spanish begin?', correct: 'With an upside-down question mark (¿)', distractors: ['With a capital Q', 'With an exclamation mark', 'With no mark at all'], explanation: 'Spanish questions have a mark at the start and the end: ¿Cómo estás?' },
    { prompt: 'What does "señora" mean?', correct: 'Mrs. or madam', distractors: ['Mr. or sir', 'Miss', 'teacher'], explanation: '"Señora" is used for a woman, often a married or older woman. "Señor" means "Mr." or "sir".' },
    { prompt: 'How do you say "See you later" to a friend in Spanish?', correct: 'Hasta luego', distractors: ['Hasta ayer', 'Buenos días', 'Mucho gusto'], explanation: '"Hasta luego" means "see you later".' },
  ],
  '6-8': [
    { prompt: 'Which question asks an adult politely (formally) how they are?', correct: '¿Cómo está usted?', distractors: ['¿Cómo estás tú?', '¿Qué tal, amigo?', '¿Cómo te llamas?'], explanation: 'With "usted" the verb uses the third-person form: "está", not "estás".' },
    { prompt: 'Someone says "Mucho gusto" when meeting you. What is the best reply?', correct: 'Igualmente.', distractors: ['De nada.', 'Lo siento.', 'Buenas noches.'], explanation: '"Igualmente" means "likewise": the pleasure is mutual.' },
    { prompt: 'What does "Te presento a mi amiga Lucía" mean?', correct: "Let me introduce my friend Lucía to you.", distractors: ["I'm giving my friend Lucía a present.", 'My friend Lucía is absent.', 'I miss my friend Lucía.'], explanation: '"Presentar" means "to introduce". "Te presento a..." is an informal introduction.' },
    { prompt: 'Complete the sentence: "___ llamo Javier."', correct: 'Me', distractors: ['Te', 'Se', 'Nos'], explanation: '"Llamarse" is reflexive: "yo me llamo" means "I call myself", that is, "my name is".' },
    { prompt: 'Complete the formal question: "¿Cómo se ___ usted?"', correct: 'llama', distractors: ['llamas', 'llamo', 'llaman'], explanation: 'With "usted" the verb is in the third person singular: "se llama".' },
    { prompt: 'A girl is introduced to someone new. Which word does she say to mean "pleased to meet you"?', correct: 'Encantada.', distractors: ['Encantado.', 'Encantados.', 'Encantadas.'], explanation: '"Encantado/encantada" agrees with the speaker: a girl or woman says "encantada".' },
    { prompt: 'What does "Nos vemos" mean?', correct: 'See you', distractors: ['Good morning', 'Thank you very much', 'How old are you?'], explanation: '"Nos vemos" is a friendly way to say goodbye: "we\'ll see each other".' },
    { prompt: 'What does "¡Bienvenidos!" on a sign mean?', correct: 'Welcome!', distractors: ['Goodbye!', 'Good luck!', 'Be careful!'], explanation: '"Bienvenidos" means "welcome" (to a group).' },
    { prompt: 'What does "Saludos a tu familia" mean?', correct: 'Say hello to your family for me.', distractors: ['Your family is very big.', 'I miss your family.', 'Where is your family from?'], explanation: '"Saludos" means "greetings"; the phrase sends greetings to someone\'s family.' },
    { prompt: 'What does "¿Qué hay de nuevo?" mean?', correct: "What's new?", distractors: ['What time is it?', 'Where are you going?', 'What is your name?'], explanation: '"¿Qué hay de nuevo?" is an informal greeting asking for news.' },
    { prompt: 'How do you say "See you soon" in Spanish?', correct: 'Hasta pronto', distractors: ['Hasta nunca', 'Hace poco', 'Hasta ayer'], explanation: '"Pronto" means "soon", so "hasta pronto" means "see you soon".' },
    { prompt: 'What do people in Spanish-speaking countries often say before starting a meal together?', correct: '¡Buen provecho!', distractors: ['¡Buenas noches!', '¡Feliz cumpleaños!', '¡Buen viaje!'], explanation: '"¡Buen provecho!" means "enjoy your meal".' },
    { prompt: 'Which reply to "¿Cómo estás?" means "So-so"?', correct: 'Más o menos.', distractors: ['Muy bien.', 'Fatal.', 'Excelente.'], explanation: '"Más o menos" literally means "more or less" and is used for "so-so".' },
    { prompt: 'Which sentence correctly says where Ms. López is from, using usted?', correct: '¿De dónde es usted?', distractors: ['¿De dónde eres usted?', '¿De dónde soy usted?', '¿De dónde son usted?'], explanation: '"Usted" takes the third-person singular verb: "es".' },
    { prompt: 'How do you say "Excuse me" to get past someone politely?', correct: 'Con permiso', distractors: ['De nada', 'Mucho gusto', 'Buen provecho'], explanation: '"Con permiso" asks permission to pass or leave. "Perdón" is used more for apologising.' },
    { prompt: 'How do you say "Good luck" in Spanish?', correct: 'Buena suerte', distractors: ['Buena noche', 'Buen tiempo', 'Buen día'], explanation: '"Suerte" means "luck".' },
  ],
  '9-12': [
    { prompt: 'In most of Latin America, how would you ask a group of friends "How are you all?"', correct: '¿Cómo están?', distractors: ['¿Cómo estáis?', '¿Cómo estás?', '¿Cómo está?'], explanation: 'Latin America uses "ustedes" (with "están") for all groups. "¿Cómo estáis?" is the informal plural used in Spain.' },
    { prompt: 'Which verb form is used with "usted"?', correct: 'The third-person singular (like él and ella)', distractors: ['The second-person singular (like tú)', 'The first-person plural (like nosotros)', 'The infinitive'], explanation: '"Usted" comes from "vuestra merced" (your grace), so it takes third-person verbs: "usted habla".' },
    { prompt: 'Complete: "Buenos días, señora Gómez. ¿Cómo ___?"', correct: 'está', distractors: ['estás', 'estoy', 'estamos'], explanation: 'Addressing Señora Gómez formally with usted requires "está".' },
    { prompt: 'What does "Que tengas un buen día" mean?', correct: 'Have a good day.', distractors: ['You had a good day.', 'I have a good day.', 'What a good day it is.'], explanation: 'It expresses a wish, so "tener" is in the present subjunctive: "que tengas".' },
    { prompt: 'Why is "vaya" used in "Que te vaya bien"?', correct: 'It is the subjunctive, expressing a wish', distractors: ['It is the preterite, for a finished action', 'It is the future tense', 'It is the infinitive'], explanation: '"Que te vaya bien" (I hope it goes well for you) uses the present subjunctive of "ir" after an implied wish.' },
    { prompt: 'Which phrase is a suitable formal closing for a letter or email?', correct: 'Atentamente', distractors: ['¡Chao!', 'Besitos', '¿Qué onda?'], explanation: '"Atentamente" is like "Sincerely" or "Yours faithfully". The others are very informal.' },
    { prompt: 'Which opening is suitable for a formal letter to a woman you do not know?', correct: 'Estimada señora:', distractors: ['¡Hola, guapa!', 'Querida amiga:', '¿Qué tal, tía?'], explanation: 'Formal letters often begin with "Estimado/Estimada" followed by a colon.' },
    { prompt: 'What does the verb "tutear" mean?', correct: 'To address someone as "tú"', distractors: ['To shout at someone', 'To teach someone', 'To whistle a tune'], explanation: 'If someone says "Puedes tutearme", they are inviting you to use the informal "tú".' },
    { prompt: 'What does "¿Me permite presentarme?" mean?', correct: 'May I introduce myself?', distractors: ['Can you give me a present?', 'May I borrow your pen?', 'Could you repeat that?'], explanation: 'It is a formal, polite way to begin introducing yourself.' },
    { prompt: 'What does "¡Cuánto tiempo sin verte!" mean?', correct: 'Long time no see!', distractors: ['What time is it?', 'How much does it cost?', "I can't see you!"], explanation: 'Literally "How much time without seeing you!", said when meeting someone after a long time.' },
    { prompt: 'What does "Dale recuerdos a tu madre" mean?', correct: 'Give my regards to your mother.', distractors: ['Remember to call your mother.', 'Your mother gave me a souvenir.', 'Tell your mother to remember me tomorrow.'], explanation: '"Dar recuerdos a alguien" means to send someone your regards.' },
    { prompt: 'Someone sneezes. What do Spanish speakers commonly say?', correct: '¡Salud!', distractors: ['¡Buen provecho!', '¡Felicidades!', '¡Buen viaje!'], explanation: '"¡Salud!" (health) is said after a sneeze and also as a toast, like "Cheers!".' },
    { prompt: 'Complete the formal greeting: "Es un placer ___, señor Ruiz."', correct: 'conocerlo', distractors: ['conocerte', 'conocerme', 'conocernos'], explanation: 'With usted, the object pronoun is "lo" (or "le" in parts of Spain) for a man: "conocerlo". "Conocerte" is informal.' },
    { prompt: 'Which expression would a young person in Mexico most likely use as a very informal greeting?', correct: '¿Qué onda?', distractors: ['Estimado señor', 'Atentamente', 'Le saluda cordialmente'], explanation: '"¿Qué onda?" (What\'s up?) is common slang in Mexico and parts of Central America.' },
    { prompt: 'Complete: "Me alegro de ___, Marta." (informal: "I\'m glad to see you")', correct: 'verte', distractors: ['verla', 'ver', 'veros'], explanation: 'With a friend you use "tú", so the pronoun "te" attaches to the infinitive: "verte". "Veros" is plural (vosotros).' },
    { prompt: 'How would you politely decline an offer, saying "No, thank you, that\'s very kind"?', correct: 'No, gracias, muy amable.', distractors: ['No, de nada, muy bien.', 'No, lo siento, hasta luego.', 'No, por favor, con permiso.'], explanation: '"Muy amable" means "very kind" and softens a polite refusal.' },
  ],
};
