import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — School: classroom objects, school subjects, classroom phrases, school life.

const classroomThings: SpanishWord[] = [
  { es: 'la escuela', en: 'school' },
  { es: 'el libro', en: 'book' },
  { es: 'el lápiz', en: 'pencil', note: 'The plural is "los lápices".' },
  { es: 'la mesa', en: 'table' },
  { es: 'la silla', en: 'chair' },
  { es: 'la mochila', en: 'backpack (school bag)' },
  { es: 'el papel', en: 'paper' },
  { es: 'la maestra', en: 'teacher (woman)', note: 'A man who teaches is "el maestro".' },
];

const moreClassroomThings: SpanishWord[] = [
  { es: 'el cuaderno', en: 'notebook' },
  { es: 'las tijeras', en: 'scissors' },
  { es: 'la regla', en: 'ruler' },
  { es: 'la clase', en: 'class' },
  { es: 'el amigo', en: 'friend' },
];

const subjects: SpanishWord[] = [
  { es: 'las matemáticas', en: 'maths (math)' },
  { es: 'las ciencias', en: 'science' },
  { es: 'la historia', en: 'history' },
  { es: 'la música', en: 'music' },
  { es: 'la educación física', en: 'physical education (PE)' },
  { es: 'el inglés', en: 'English', note: 'Languages are not capitalised in Spanish.' },
  { es: 'el arte', en: 'art' },
];

export const spaSchoolBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(classroomThings),
    ...spanishForQuestions(moreClassroomThings),
    { prompt: 'What do you use to write? "Escribo con un ___."', correct: 'lápiz', distractors: ['silla', 'mesa', 'mochila'], explanation: 'You write with a pencil: un lápiz.' },
    { prompt: 'What do you sit on in class?', correct: 'la silla', distractors: ['el libro', 'el lápiz', 'el papel'], explanation: '"La silla" is a chair.' },
    { prompt: 'What do you read?', correct: 'el libro', distractors: ['la silla', 'la mesa', 'las tijeras'], explanation: '"El libro" is a book.' },
  ],
  '3-5': [
    ...meaningQuestions(subjects),
    { prompt: 'What does "¿Puedo ir al baño?" mean?', correct: 'May I go to the bathroom?', distractors: ['Can I go home?', 'May I open the window?', 'Can I borrow a pencil?'], explanation: '"¿Puedo...?" means "May I...?" or "Can I...?".' },
    { prompt: 'What does "No entiendo" mean?', correct: "I don't understand.", distractors: ["I don't know.", "I'm not listening.", "I'm not ready."], explanation: '"Entender" means to understand.' },
    { prompt: 'How do you ask "How do you say \'book\' in Spanish?"', correct: '¿Cómo se dice "book" en español?', distractors: ['¿Qué es "book" en la escuela?', '¿Dónde está "book" en español?', '¿Cuándo se dice "book"?'], explanation: '"¿Cómo se dice...?" is a very useful classroom question.' },
    { prompt: 'The teacher says "Abran los libros". What should you do?', correct: 'Open your books.', distractors: ['Close your books.', 'Put away your books.', 'Read aloud.'], explanation: '"Abrir" means to open; "cerrar" means to close.' },
    { prompt: 'The teacher says "Levanten la mano". What should you do?', correct: 'Raise your hand.', distractors: ['Stand up.', 'Sit down.', 'Wash your hands.'], explanation: '"Levantar la mano" means to raise your hand.' },
    { prompt: 'What is "la pizarra" in a classroom?', correct: 'the board', distractors: ['the desk', 'the door', 'the clock'], explanation: 'The teacher writes on "la pizarra" (in some countries "el pizarrón").' },
    { prompt: 'What is "el recreo"?', correct: 'break time (recess)', distractors: ['a test', 'lunch at home', 'homework'], explanation: 'At "el recreo" students go outside to play.' },
    { prompt: 'What does "Me gusta la clase de música" mean?', correct: 'I like music class.', distractors: ['I have music class today.', 'I play music in class.', 'Music class is long.'], explanation: '"Me gusta" means "I like".' },
    { prompt: 'What does "la tarea" mean?', correct: 'homework', distractors: ['the test', 'the classroom', 'the timetable'], explanation: '"La tarea" is homework. In Spain "los deberes" is also common.' },
  ],
  '6-8': [
    { prompt: 'Complete: "Nosotros ___ español todos los días." (estudiar)', correct: 'estudiamos', distractors: ['estudian', 'estudio', 'estudias'], explanation: 'Regular -ar verbs take -amos for nosotros.' },
    { prompt: 'Complete: "Yo ___ mucho en la clase de ciencias." (aprender)', correct: 'aprendo', distractors: ['aprende', 'aprendes', 'aprendemos'], explanation: 'Regular -er verbs take -o for yo.' },
    { prompt: 'Complete: "Los estudiantes ___ en el cuaderno." (escribir)', correct: 'escriben', distractors: ['escribimos', 'escribe', 'escribo'], explanation: 'Regular -ir verbs take -en for ellos/ellas.' },
    { prompt: 'What does "Tengo que hacer la tarea" mean?', correct: 'I have to do my homework.', distractors: ['I have done my homework.', 'I want to do my homework.', 'I have my homework here.'], explanation: '"Tener que" + infinitive means "to have to".' },
    { prompt: 'What does "¿A qué hora es la clase de arte?" mean?', correct: 'What time is art class?', distractors: ['Where is art class?', 'Who teaches art class?', 'How long is art class?'], explanation: '"¿A qué hora...?" asks at what time something happens.' },
    { prompt: 'Complete: "La clase de historia es a ___ diez." (10:00)', correct: 'las', distractors: ['la', 'el', 'los'], explanation: 'Times use "las": a las diez. Only one o\'clock uses "la": a la una.' },
    { prompt: 'Which sentence means "Maths is more difficult than art"?', correct: 'Las matemáticas son más difíciles que el arte.', distractors: ['Las matemáticas son menos difíciles que el arte.', 'Las matemáticas son tan difíciles como el arte.', 'El arte es más difícil que las matemáticas.'], explanation: '"Más... que" means "more... than". "Matemáticas" is plural, so "son difíciles".' },
    { prompt: 'What does "sacar una buena nota" mean?', correct: 'to get a good grade', distractors: ['to take a good note', 'to lose a good grade', 'to write a good essay'], explanation: '"Sacar" here means to get; "la nota" is the mark or grade.' },
    { prompt: 'What does "aprobar un examen" mean?', correct: 'to pass an exam', distractors: ['to approve of an exam', 'to fail an exam', 'to write an exam'], explanation: '"Aprobar" means to pass. To fail is "suspender" (Spain) or "reprobar" (Mexico and elsewhere).' },
    { prompt: 'Where would you borrow a book at school?', correct: 'en la biblioteca', distractors: ['en la librería', 'en el gimnasio', 'en la cafetería'], explanation: '"La biblioteca" is a library. "La librería" is a bookshop, a common false friend.' },
    { prompt: 'What is "el horario"?', correct: 'the timetable (schedule)', distractors: ['the clock', 'the hour', 'the calendar'], explanation: '"El horario" shows when each class happens.' },
    { prompt: 'Complete: "¿Cuál es tu asignatura ___?" (favourite)', correct: 'favorita', distractors: ['favorito', 'favoritos', 'favoritas'], explanation: '"Asignatura" (school subject) is feminine singular, so "favorita".' },
    { prompt: 'Complete: "Yo ___ a la escuela en autobús." (ir)', correct: 'voy', distractors: ['va', 'vamos', 'vas'], explanation: '"Ir" is irregular: yo voy, tú vas, él va.' },
    { prompt: 'Complete: "Mañana ___ a tener un examen de matemáticas." (nosotros)', correct: 'vamos', distractors: ['vais', 'van', 'voy'], explanation: '"Ir a" + infinitive expresses the near future: vamos a tener.' },
    { prompt: 'Who leads a school?', correct: 'el director o la directora', distractors: ['el conserje', 'el estudiante', 'el bibliotecario'], explanation: 'The head of a school is "el director" or "la directora".' },
    { prompt: 'What does "Saquen una hoja de papel" mean?', correct: 'Take out a sheet of paper.', distractors: ['Put away the paper.', 'Fold the paper.', 'Draw a leaf.'], explanation: '"Sacar" means to take out; "una hoja" can be a sheet of paper or a leaf.' },
  ],
  '9-12': [
    { prompt: 'Complete: "Si hubiera estudiado más, ___ el examen."', correct: 'habría aprobado', distractors: ['aprobaría', 'aprobé', 'he aprobado'], explanation: 'A past hypothetical uses the pluperfect subjunctive ("hubiera estudiado") and the conditional perfect ("habría aprobado").' },
    { prompt: 'Complete: "Es importante que los estudiantes ___ a tiempo."', correct: 'lleguen', distractors: ['llegan', 'llegar', 'llegaron'], explanation: '"Es importante que" is followed by the subjunctive: "lleguen" (note the u that keeps the hard g sound).' },
    { prompt: 'Complete: "Ojalá que no ___ examen mañana."', correct: 'haya', distractors: ['hay', 'habrá', 'había'], explanation: '"Ojalá (que)" expresses a hope and takes the subjunctive: "haya".' },
    { prompt: 'Complete: "Cuando era niño, ___ a una escuela muy pequeña."', correct: 'iba', distractors: ['fui', 'voy', 'iré'], explanation: 'Describing an ongoing situation in the past takes the imperfect: "iba".' },
    { prompt: 'Complete: "Ayer la profesora nos ___ un examen sorpresa."', correct: 'dio', distractors: ['daba', 'da', 'dará'], explanation: 'A single completed action yesterday takes the preterite: "dio" (no accent).' },
    { prompt: 'What does "el colegio" usually mean in Spanish-speaking countries?', correct: 'a school (often a primary or secondary school)', distractors: ['a university', 'a college dormitory', 'a colleague'], explanation: '"Colegio" is a false friend: it is a school, not a university. A university is "la universidad".' },
    { prompt: 'What is "una beca"?', correct: 'a scholarship', distractors: ['a school bag', 'a bookcase', 'a lecture'], explanation: '"Conseguir una beca" means to win a scholarship.' },
    { prompt: 'What does "matricularse" mean?', correct: 'to enrol (register) in a school or course', distractors: ['to graduate', 'to fail a course', 'to be expelled'], explanation: '"Me matriculé en la universidad" means "I enrolled at the university".' },
    { prompt: 'What does "faltar a clase" mean?', correct: 'to miss class', distractors: ['to fail a class', 'to teach a class', 'to be late to class'], explanation: '"Faltar" means to be absent or missing.' },
    { prompt: 'What does "la carrera" mean in "Estudia la carrera de Medicina"?', correct: 'a university degree course', distractors: ['a race', 'a career fair', 'a medical exam'], explanation: '"Carrera" can mean a race, but at university it means a degree programme.' },
    { prompt: 'Complete: "En esta escuela ___ tres idiomas."', correct: 'se enseñan', distractors: ['se enseña', 'enseñan se', 'se enseñó'], explanation: 'The passive "se" agrees with the plural subject "tres idiomas": se enseñan.' },
    { prompt: 'Complete: "Busco un profesor que ___ chino."', correct: 'hable', distractors: ['habla', 'hablar', 'habló'], explanation: 'The subjunctive is used for someone who may not exist: "Busco un profesor que hable chino".' },
    { prompt: 'Complete: "La directora nos pidió que ___ silencio."', correct: 'guardáramos', distractors: ['guardamos', 'guardaremos', 'guardar'], explanation: 'A request in the past ("pidió que") takes the imperfect subjunctive: "guardáramos".' },
    { prompt: 'Complete: "Para el próximo año, ya ___ el bachillerato."', correct: 'habré terminado', distractors: ['terminé', 'había terminado', 'terminaba'], explanation: 'The future perfect ("habré terminado") says what will be completed by a future time.' },
    { prompt: 'What does "Me especializo en biología" mean at university?', correct: "I'm majoring in biology.", distractors: ["I'm special at biology.", "I'm failing biology.", 'I teach biology.'], explanation: '"Especializarse en" means to specialise or major in a subject.' },
    { prompt: 'Complete: "Hace tres años que ___ francés."', correct: 'estudio', distractors: ['estudié', 'estudiaré', 'estudiara'], explanation: '"Hace + time + que + present" describes an action that started in the past and continues now: "I have been studying French for three years".' },
  ],
};
