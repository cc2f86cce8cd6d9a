import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Colours: colour words, describing things, adjective agreement and idioms.

const basicColours: SpanishWord[] = [
  { es: 'rojo', en: 'red' },
  { es: 'azul', en: 'blue' },
  { es: 'verde', en: 'green' },
  { es: 'amarillo', en: 'yellow' },
  { es: 'negro', en: 'black' },
  { es: 'blanco', en: 'white' },
];

const moreColours: SpanishWord[] = [
  { es: 'naranja', en: 'orange', note: '"Anaranjado" is also used.' },
  { es: 'morado', en: 'purple' },
  { es: 'rosa', en: 'pink', note: '"Rosado" is also used.' },
  { es: 'gris', en: 'grey (gray)' },
  { es: 'marrón', en: 'brown', note: 'In many Latin American countries "café" is also used.' },
];

export const spaColoursBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(basicColours),
    ...spanishForQuestions(moreColours),
    { prompt: 'What colour is the sky on a sunny day? "El cielo es ___."', correct: 'azul', distractors: ['verde', 'negro', 'rojo'], explanation: '"Azul" means blue.' },
    { prompt: 'What colour is grass? "La hierba es ___."', correct: 'verde', distractors: ['azul', 'blanca', 'morada'], explanation: '"Verde" means green.' },
    { prompt: 'What colour is snow? "La nieve es ___."', correct: 'blanca', distractors: ['negra', 'roja', 'verde'], explanation: '"Blanca" means white. It ends in -a because "nieve" is a feminine word.' },
    { prompt: 'What colour is a ripe banana? "El plátano es ___."', correct: 'amarillo', distractors: ['azul', 'gris', 'morado'], explanation: '"Amarillo" means yellow.' },
    { prompt: 'What does "colores" mean?', correct: 'colours (colors)', distractors: ['numbers', 'animals', 'friends'], explanation: '"Color" is colour and "colores" is the plural.' },
  ],
  '3-5': [
    { prompt: 'What does "¿De qué color es?" mean?', correct: 'What colour is it?', distractors: ['Where is it?', 'How big is it?', 'Whose is it?'], explanation: 'Use "¿De qué color es...?" to ask about the colour of something.' },
    { prompt: 'How do you say "the red book" in Spanish?', correct: 'el libro rojo', distractors: ['el rojo libro', 'la libro roja', 'el libro roja'], explanation: 'In Spanish the colour usually comes after the noun, and it agrees: el libro rojo.' },
    { prompt: 'How do you say "the black cat" in Spanish?', correct: 'el gato negro', distractors: ['el negro gato', 'la gato negra', 'el gato negra'], explanation: 'Colour after the noun, masculine to match "gato": el gato negro.' },
    { prompt: 'Complete: "la manzana ___" (red)', correct: 'roja', distractors: ['rojo', 'rojos', 'rojas'], explanation: '"Manzana" is feminine, so "rojo" becomes "roja".' },
    { prompt: 'Complete: "la casa ___" (white)', correct: 'blanca', distractors: ['blanco', 'blancos', 'blanques'], explanation: '"Casa" is feminine, so "blanco" becomes "blanca".' },
    { prompt: 'Complete: "la camisa ___" (blue)', correct: 'azul', distractors: ['azula', 'azulo', 'azules'], explanation: 'Colours that end in -e or a consonant, like "azul" and "verde", do not change for feminine nouns.' },
    { prompt: 'If you mix azul and amarillo, which colour do you get?', correct: 'verde', distractors: ['morado', 'naranja', 'gris'], explanation: 'Blue and yellow make green (verde).' },
    { prompt: 'If you mix rojo and amarillo, which colour do you get?', correct: 'naranja', distractors: ['verde', 'morado', 'azul'], explanation: 'Red and yellow make orange (naranja or anaranjado).' },
    { prompt: 'If you mix rojo and azul, which colour do you get?', correct: 'morado', distractors: ['verde', 'naranja', 'amarillo'], explanation: 'Red and blue make purple (morado).' },
    { prompt: 'If you mix negro and blanco, which colour do you get?', correct: 'gris', distractors: ['rosa', 'marrón', 'verde'], explanation: 'Black and white make grey (gris).' },
    { prompt: 'What does "Mi color favorito es el verde" mean?', correct: 'My favourite colour is green.', distractors: ['My green colour is new.', 'I do not like green.', 'My favourite book is green.'], explanation: 'Colour names used as nouns take "el": el verde, el azul.' },
    { prompt: 'What does "El coche es gris" mean?', correct: 'The car is grey.', distractors: ['The car is big.', 'The car is new.', 'The car is blue.'], explanation: '"Gris" means grey. In Latin America "el carro" is also common for "the car".' },
    { prompt: 'What colour are the flowers in "las flores amarillas"?', correct: 'Yellow', distractors: ['Red', 'White', 'Pink'], explanation: '"Amarillas" is the feminine plural of "amarillo" (yellow).' },
    { prompt: 'How do you say "the green frog" in Spanish?', correct: 'la rana verde', distractors: ['la verde rana', 'el rana verdo', 'la rana verda'], explanation: '"Verde" does not change for gender: la rana verde.' },
    { prompt: 'What does "oscuro" mean in "azul oscuro"?', correct: 'dark', distractors: ['light', 'bright', 'pale'], explanation: '"Azul oscuro" is dark blue; "azul claro" is light blue.' },
    { prompt: 'What does "claro" mean in "verde claro"?', correct: 'light', distractors: ['dark', 'deep', 'dull'], explanation: '"Verde claro" is light green.' },
  ],
  '6-8': [
    { prompt: 'Complete: "los zapatos ___" (black)', correct: 'negros', distractors: ['negro', 'negra', 'negras'], explanation: '"Zapatos" is masculine plural, so the colour is masculine plural: negros.' },
    { prompt: 'Complete: "las camisetas ___" (white)', correct: 'blancas', distractors: ['blancos', 'blanca', 'blanco'], explanation: '"Camisetas" is feminine plural, so "blanco" becomes "blancas".' },
    { prompt: 'Complete: "los lápices ___" (blue)', correct: 'azules', distractors: ['azuls', 'azul', 'azulas'], explanation: 'Adjectives ending in a consonant add -es in the plural: azul, azules.' },
    { prompt: 'Complete: "Tengo dos mochilas ___" (green)', correct: 'verdes', distractors: ['verde', 'verdas', 'verdos'], explanation: 'Adjectives ending in -e add -s in the plural: verde, verdes.' },
    { prompt: 'Complete: "Ella tiene los ojos ___" (brown)', correct: 'marrones', distractors: ['marrón', 'marronas', 'marrónes'], explanation: '"Marrón" loses its accent in the plural: marrones. "Ojos café" is common in Latin America.' },
    { prompt: 'Which sentence about the walls is correct?', correct: 'Las paredes son amarillas.', distractors: ['Las paredes son amarillos.', 'Las paredes son amarilla.', 'Las paredes es amarillas.'], explanation: '"Paredes" is feminine plural, so the colour is "amarillas", and the verb is plural "son".' },
    { prompt: 'Which sentence about my dog is correct?', correct: 'Mi perro es negro y blanco.', distractors: ['Mi perro es negra y blanca.', 'Mi perro son negro y blanco.', 'Mi perro es negros y blancos.'], explanation: '"Perro" is masculine singular, so both colours are masculine singular.' },
    { prompt: 'What does "Me gusta la falda roja, pero prefiero la azul" mean?', correct: 'I like the red skirt, but I prefer the blue one.', distractors: ['I like the blue skirt, but I prefer the red one.', 'I like red and blue skirts equally.', 'The red skirt is too long for me.'], explanation: '"La azul" means "the blue one": the noun "falda" is understood.' },
    { prompt: 'Translate: "The sea is dark blue today."', correct: 'El mar está azul oscuro hoy.', distractors: ['El mar es oscuro azul hoy.', 'La mar está azules oscuros hoy.', 'El mar hoy azul oscuro es.'], explanation: '"Azul oscuro" follows the noun. "Estar" is used because the colour is a changing state today.' },
    { prompt: 'Which question asks "What colour are your shoes?"', correct: '¿De qué color son tus zapatos?', distractors: ['¿De qué color es tus zapatos?', '¿Qué colores están tus zapatos?', '¿Cuál color son tu zapatos?'], explanation: 'The verb agrees with "zapatos" (plural): "son". "Tus" is the plural of "tu".' },
    { prompt: 'Complete: "Las hojas se ponen ___ en otoño." (red)', correct: 'rojas', distractors: ['rojos', 'roja', 'rojo'], explanation: '"Hojas" (leaves) is feminine plural, so "rojas".' },
    { prompt: 'What does "pintar" mean in "Vamos a pintar la puerta de verde"?', correct: 'to paint', distractors: ['to open', 'to clean', 'to close'], explanation: '"Pintar de verde" means to paint green.' },
    { prompt: 'What does "un vestido de muchos colores" mean?', correct: 'a multicoloured dress', distractors: ['a dress with no colour', 'a very long dress', 'a dress for many people'], explanation: '"De muchos colores" means "of many colours".' },
    { prompt: 'Choose the correct phrase for "the grey clouds":', correct: 'las nubes grises', distractors: ['las nubes gris', 'los nubes grises', 'las grises nubes'], explanation: '"Nube" is feminine; "gris" adds -es in the plural: las nubes grises.' },
    { prompt: 'What does "Su pelo es castaño" mean?', correct: 'His or her hair is brown (chestnut).', distractors: ['His or her hair is blond.', 'His or her hair is long.', 'His or her hair is curly.'], explanation: '"Castaño" is the usual word for brown hair; "rubio" means blond.' },
    { prompt: 'What does "rubio" mean when describing hair?', correct: 'blond', distractors: ['red', 'black', 'grey'], explanation: '"Pelo rubio" is blond hair. A red-haired person is "pelirrojo" or "pelirroja".' },
  ],
  '9-12': [
    { prompt: 'What does "ponerse rojo" mean?', correct: 'to blush', distractors: ['to get angry at someone', 'to paint something red', 'to get a sunburn on purpose'], explanation: '"Se puso rojo cuando lo vieron" means "He blushed when they saw him".' },
    { prompt: 'What does "estar en números rojos" mean?', correct: 'to be in debt (in the red)', distractors: ['to be very lucky', 'to be extremely angry', 'to be counting quickly'], explanation: 'As in English, red numbers mean a negative balance.' },
    { prompt: 'What does "el príncipe azul" mean?', correct: 'Prince Charming', distractors: ['a sad prince', 'a royal sailor', 'a cold person'], explanation: 'The ideal romantic partner from fairy tales is "el príncipe azul".' },
    { prompt: 'What does "verlo todo de color de rosa" mean?', correct: 'to see everything through rose-tinted glasses', distractors: ['to be very embarrassed', 'to feel sick', 'to be colour-blind'], explanation: 'It describes an overly optimistic view of things.' },
    { prompt: 'What does "quedarse en blanco" mean?', correct: "for one's mind to go blank", distractors: ['to turn pale from cold', 'to win a game easily', 'to paint a room white'], explanation: '"En el examen me quedé en blanco" means "My mind went blank in the exam".' },
    { prompt: 'What does "pasar la noche en blanco" mean?', correct: 'to have a sleepless night', distractors: ['to stay at a hotel', 'to go out in the snow', 'to sleep very well'], explanation: 'A night "en blanco" is one without sleep.' },
    { prompt: 'In the news, what does "el oro negro" usually refer to?', correct: 'oil (petroleum)', distractors: ['coal dust', 'chocolate', 'dark gold jewellery'], explanation: '"Black gold" is a common metaphor for oil, because of its value.' },
    { prompt: 'What is "la prensa amarilla"?', correct: 'the sensationalist (tabloid) press', distractors: ['newspapers printed on yellow paper', 'the sports pages', 'the weather report'], explanation: 'Like "yellow journalism" in English, it means sensational, poorly checked news.' },
    { prompt: 'Why does "azul marino" not change in "unos pantalones azul marino"?', correct: 'Compound colour expressions usually stay invariable', distractors: ['Because "pantalones" is singular', 'Because "azul" is always feminine', 'Because colours never agree in Spanish'], explanation: 'When a colour is modified, as in "azul marino" or "verde claro", it normally does not change: unas camisas verde claro.' },
    { prompt: 'Which sentence is correct?', correct: 'Compré unas cortinas verde oscuro.', distractors: ['Compré unas cortinas verdes oscuras.', 'Compré unos cortinas verde oscuro.', 'Compré unas cortina verdes oscuro.'], explanation: 'The compound "verde oscuro" stays invariable, and "cortinas" is feminine plural: unas cortinas.' },
    { prompt: 'Complete: "Si mezclas rojo y blanco, ___ rosa."', correct: 'obtienes', distractors: ['obtuviste', 'obtendrías', 'obtengas'], explanation: 'A general "si" condition in the present takes the present in the result: "obtienes".' },
    { prompt: 'What does "un chiste verde" mean?', correct: 'a dirty (rude) joke', distractors: ['a joke about nature', 'an old joke', 'a joke that is not funny'], explanation: 'In Spanish, "verde" can describe something risqué, like English "blue".' },
    { prompt: 'Complete with the correct verb: "La bandera de Italia ___ verde, blanca y roja."', correct: 'es', distractors: ['está', 'hay', 'tiene'], explanation: 'The colours are a permanent, defining characteristic of the flag, so "ser" is used.' },
    { prompt: 'Complete with the correct verb: "Después del golpe, mi brazo ___ morado."', correct: 'está', distractors: ['es', 'hay', 'era'], explanation: 'The bruise is a temporary condition caused by the knock, so "estar" is used.' },
    { prompt: 'What does "Me da igual el color, con tal de que sea barato" mean?', correct: "I don't mind the colour, as long as it's cheap.", distractors: ['I want the same colour because it is cheap.', 'The colour is the same as the cheap one.', "I'll give you the colour if it is cheap."], explanation: '"Con tal de que" (as long as) is always followed by the subjunctive: "sea".' },
    { prompt: 'What does "ver las cosas en blanco y negro" suggest about a person?', correct: 'They see things in simple extremes, with no middle ground.', distractors: ['They cannot see colours.', 'They watch old films.', 'They read many newspapers.'], explanation: 'As in English, "black and white" thinking ignores nuance.' },
  ],
};
