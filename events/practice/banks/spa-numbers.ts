import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Numbers: counting, ages, prices and times, large numbers and agreement.

const oneToFive: SpanishWord[] = [
  { es: 'uno', en: '1' },
  { es: 'dos', en: '2' },
  { es: 'tres', en: '3' },
  { es: 'cuatro', en: '4' },
  { es: 'cinco', en: '5' },
];

const sixToTen: SpanishWord[] = [
  { es: 'seis', en: '6' },
  { es: 'siete', en: '7' },
  { es: 'ocho', en: '8' },
  { es: 'nueve', en: '9' },
  { es: 'diez', en: '10' },
];

const elevenToTwenty: SpanishWord[] = [
  { es: 'once', en: '11', note: 'It is not the English word "once".' },
  { es: 'doce', en: '12' },
  { es: 'trece', en: '13' },
  { es: 'catorce', en: '14' },
  { es: 'quince', en: '15' },
  { es: 'dieciséis', en: '16', note: 'It comes from "diez y seis" (ten and six).' },
  { es: 'diecisiete', en: '17' },
  { es: 'veinte', en: '20' },
];

const tens: SpanishWord[] = [
  { es: 'treinta', en: '30' },
  { es: 'cuarenta', en: '40' },
  { es: 'cincuenta', en: '50' },
  { es: 'sesenta', en: '60' },
  { es: 'setenta', en: '70' },
  { es: 'cien', en: '100' },
];

export const spaNumbersBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(oneToFive),
    ...spanishForQuestions(sixToTen),
    { prompt: 'Count in Spanish: uno, dos, ___', correct: 'tres', distractors: ['cinco', 'seis', 'diez'], explanation: 'Uno (1), dos (2), tres (3).' },
    { prompt: 'Count in Spanish: siete, ocho, ___', correct: 'nueve', distractors: ['seis', 'cuatro', 'dos'], explanation: 'Siete (7), ocho (8), nueve (9).' },
    { prompt: 'How many cats are there in "dos gatos"?', correct: '2', distractors: ['1', '3', '10'], explanation: '"Dos" means 2, so "dos gatos" means two cats.' },
    { prompt: 'You hold up all the fingers on both hands. How many is that in Spanish?', correct: 'diez', distractors: ['cinco', 'ocho', 'dos'], explanation: 'Two hands have ten fingers: diez.' },
    { prompt: 'Which Spanish number is the biggest?', correct: 'nueve', distractors: ['tres', 'cuatro', 'uno'], explanation: 'Nueve is 9, which is more than tres (3), cuatro (4) and uno (1).' },
    { prompt: 'What is "cero" in English?', correct: '0', distractors: ['1', '6', '8'], explanation: '"Cero" means zero.' },
  ],
  '3-5': [
    ...meaningQuestions(elevenToTwenty),
    ...spanishForQuestions(tens.slice(0, 4), tens),
    { prompt: 'How do you say "I am ten years old" in Spanish?', correct: 'Tengo diez años.', distractors: ['Soy diez años.', 'Estoy diez años.', 'Hay diez años.'], explanation: 'Spanish uses "tener" (to have) for age: literally "I have ten years".' },
    { prompt: 'What is "cinco más tres"?', correct: 'ocho', distractors: ['dos', 'siete', 'nueve'], explanation: '"Más" means plus: 5 + 3 = 8, ocho.' },
    { prompt: 'What is "diez menos cuatro"?', correct: 'seis', distractors: ['catorce', 'cinco', 'cuatro'], explanation: '"Menos" means minus: 10 - 4 = 6, seis.' },
    { prompt: 'What does "¿Cuántos años tienes?" mean?', correct: 'How old are you?', distractors: ['How many brothers do you have?', 'What time is it?', 'How much does it cost?'], explanation: 'Literally "How many years do you have?", the usual way to ask someone\'s age.' },
  ],
  '6-8': [
    ...meaningQuestions(tens.slice(4), tens),
    { prompt: 'How do you write 35 in Spanish?', correct: 'treinta y cinco', distractors: ['trece y cinco', 'tres y cinco', 'treinta cinco'], explanation: 'From 31 to 99, Spanish joins tens and units with "y": treinta y cinco.' },
    { prompt: 'How do you write 21 in Spanish?', correct: 'veintiuno', distractors: ['veinte uno', 'doce', 'dos uno'], explanation: 'Numbers 21 to 29 are written as one word: veintiuno, veintidós, veintitrés...' },
    { prompt: 'How do you write 99 in Spanish?', correct: 'noventa y nueve', distractors: ['nueve y nueve', 'novecientos nueve', 'nueve noventa'], explanation: 'Noventa (90) y nueve (9).' },
    { prompt: 'How do you write 101 in Spanish?', correct: 'ciento uno', distractors: ['cien uno', 'cien y uno', 'uno cien'], explanation: '"Cien" is exactly 100. Numbers 101 to 199 use "ciento": ciento uno.' },
    { prompt: 'How do you write 500 in Spanish?', correct: 'quinientos', distractors: ['cincocientos', 'cincuenta', 'cinco mil'], explanation: '500 is irregular: quinientos. Also irregular are setecientos (700) and novecientos (900).' },
    { prompt: 'How do you write 1,000 in Spanish?', correct: 'mil', distractors: ['un mil', 'cien', 'millón'], explanation: 'One thousand is simply "mil", without "un".' },
    { prompt: 'What does "el segundo piso" mean?', correct: 'the second floor', distractors: ['the first floor', 'the third floor', 'the second flat'], explanation: '"Segundo" is the ordinal "second". Ordinal numbers agree with the noun: "la segunda casa".' },
    { prompt: 'What does "Son las tres" mean?', correct: "It's three o'clock.", distractors: ['They are three years old.', 'There are three of them.', "It's a quarter past three."], explanation: 'Time uses "ser": "Son las tres" (It\'s 3:00). For one o\'clock: "Es la una".' },
    { prompt: 'How do you say "It\'s one o\'clock" in Spanish?', correct: 'Es la una.', distractors: ['Son las una.', 'Es el uno.', 'Son la una.'], explanation: 'One o\'clock is singular: "Es la una". Other hours are plural: "Son las dos".' },
    { prompt: 'What does "¿Cuánto cuesta?" mean?', correct: 'How much does it cost?', distractors: ['How many are there?', 'What time is it?', 'How old is it?'], explanation: '"Costar" means "to cost". "¿Cuánto cuestan?" is used for more than one item.' },
    { prompt: 'What does "Mi abuela tiene setenta y dos años" tell you?', correct: 'My grandmother is 72 years old.', distractors: ['My grandmother has 72 friends.', 'My grandmother was born in 1972.', 'My grandmother is 27 years old.'], explanation: '"Tener ... años" gives age; setenta y dos is 72.' },
    { prompt: 'Which word means "first" in Spanish?', correct: 'primero', distractors: ['segundo', 'tercero', 'último'], explanation: 'Primero, segundo, tercero = first, second, third. "Último" means "last".' },
    { prompt: 'What is "veinte dividido entre cuatro"?', correct: 'cinco', distractors: ['dieciséis', 'ochenta', 'veinticuatro'], explanation: '20 divided by 4 = 5, cinco.' },
    { prompt: 'How do you write 15 in Spanish?', correct: 'quince', distractors: ['cinco', 'cincuenta', 'diez y cinco'], explanation: 'Eleven to fifteen have their own words: once, doce, trece, catorce, quince.' },
  ],
  '9-12': [
    { prompt: 'Choose the correct form: "Hay ___ personas en el estadio." (200)', correct: 'doscientas', distractors: ['doscientos', 'dos cientos', 'doscientes'], explanation: 'The hundreds agree in gender with the noun: "personas" is feminine, so "doscientas".' },
    { prompt: 'Choose the correct form: "Mi hermano tiene ___ años." (21)', correct: 'veintiún', distractors: ['veintiuno', 'veintiuna', 'veinte y uno'], explanation: '"Veintiuno" shortens to "veintiún" before a masculine noun: "veintiún años".' },
    { prompt: 'Which sentence is correct?', correct: 'Hay cien estudiantes en la escuela.', distractors: ['Hay ciento estudiantes en la escuela.', 'Hay un cien estudiantes en la escuela.', 'Hay cientos estudiante en la escuela.'], explanation: 'Before a noun, exactly 100 is "cien": cien estudiantes.' },
    { prompt: 'How is the year 1998 said in Spanish?', correct: 'mil novecientos noventa y ocho', distractors: ['diecinueve noventa y ocho', 'mil nuevecientos noventa y ocho', 'uno nueve nueve ocho'], explanation: 'Spanish reads years as full numbers: mil (1000) novecientos (900) noventa y ocho (98). Note "novecientos", not "nuevecientos".' },
    { prompt: 'How do you say "one million inhabitants"?', correct: 'un millón de habitantes', distractors: ['un millón habitantes', 'mil millones habitantes', 'un mil de habitantes'], explanation: '"Millón" is a noun, so it needs "de" before another noun: "un millón de habitantes".' },
    { prompt: 'What does "mil millones" mean in English?', correct: 'one billion (1,000,000,000)', distractors: ['one million', 'one trillion', 'one thousand'], explanation: 'In Spanish, "un billón" is a million million (10^12), so the English "billion" is "mil millones".' },
    { prompt: 'What time is "Son las cinco menos cuarto"?', correct: '4:45', distractors: ['5:15', '5:45', '4:15'], explanation: '"Menos cuarto" means "a quarter to": a quarter to five is 4:45.' },
    { prompt: 'What time is "Son las dos y media"?', correct: '2:30', distractors: ['1:30', '2:15', '2:45'], explanation: '"Y media" means "half past".' },
    { prompt: 'Choose the correct form: "Vivo en el ___ piso." (3rd)', correct: 'tercer', distractors: ['tercero', 'tercera', 'tres'], explanation: '"Primero" and "tercero" drop the -o before a masculine singular noun: el tercer piso, el primer día.' },
    { prompt: 'In many Spanish-speaking countries, how is 3.5 written?', correct: '3,5', distractors: ['3;5', '3:5', '35'], explanation: 'Many countries use a decimal comma and read it "tres coma cinco". Mexico and some others use a decimal point.' },
    { prompt: 'What does "el veinte por ciento" mean?', correct: 'twenty percent', distractors: ['twenty cents', 'one hundred and twenty', 'twenty times'], explanation: '"Por ciento" means "percent".' },
    { prompt: 'What does "la mitad" mean?', correct: 'half', distractors: ['a quarter', 'double', 'a third'], explanation: '"La mitad del pastel" is half of the cake. "Un cuarto" is a quarter and "un tercio" a third.' },
    { prompt: 'Which word means "tenth"?', correct: 'décimo', distractors: ['diez', 'docena', 'decena'], explanation: '"Décimo" is the ordinal; "decena" is a group of ten, "docena" a dozen.' },
    { prompt: 'Choose the correct form: "Compramos ___ botellas de agua." (500)', correct: 'quinientas', distractors: ['quinientos', 'cincocientas', 'quinientes'], explanation: 'Hundreds agree with the noun: "botellas" is feminine, so "quinientas".' },
    { prompt: 'Which is the correct way to give the date 1 May in Spain?', correct: 'el uno de mayo', distractors: ['el mayo uno', 'mayo el uno', 'uno mayo de'], explanation: 'Dates follow the pattern "el + day + de + month". Many Latin American countries also say "el primero de mayo".' },
    { prompt: 'How do you write 1,500 in Spanish?', correct: 'mil quinientos', distractors: ['un mil cinco cientos', 'quince cientos', 'mil cincuenta'], explanation: 'Spanish says "mil quinientos", never "quince cientos".' },
  ],
};
