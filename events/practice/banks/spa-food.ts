import type { TopicBank } from '../bank-question';
import { meaningQuestions, spanishForQuestions, type SpanishWord } from './spa-words';

// Spanish — Food: food and drink words, meals, likes, ordering in a restaurant, idioms.

const firstFoods: SpanishWord[] = [
  { es: 'manzana', en: 'apple' },
  { es: 'pan', en: 'bread' },
  { es: 'leche', en: 'milk' },
  { es: 'agua', en: 'water' },
  { es: 'queso', en: 'cheese' },
  { es: 'huevo', en: 'egg' },
  { es: 'pollo', en: 'chicken' },
  { es: 'arroz', en: 'rice' },
];

const treats: SpanishWord[] = [
  { es: 'helado', en: 'ice cream' },
  { es: 'fresa', en: 'strawberry' },
  { es: 'sopa', en: 'soup' },
  { es: 'pescado', en: 'fish', note: 'A live fish in the water is "un pez"; fish as food is "pescado".' },
  { es: 'jugo', en: 'juice', note: 'In Spain "zumo" is used.' },
];

const mealsAndTable: SpanishWord[] = [
  { es: 'el desayuno', en: 'breakfast' },
  { es: 'la cena', en: 'dinner (the evening meal)' },
  { es: 'la cuchara', en: 'spoon' },
  { es: 'el tenedor', en: 'fork' },
  { es: 'el cuchillo', en: 'knife' },
  { es: 'el vaso', en: 'glass (for drinking)' },
  { es: 'el plato', en: 'plate' },
  { es: 'las verduras', en: 'vegetables' },
];

export const spaFoodBank: TopicBank = {
  'K-2': [
    ...meaningQuestions(firstFoods),
    ...spanishForQuestions(treats),
    { prompt: 'What does "Me gusta el helado" mean?', correct: 'I like ice cream.', distractors: ['I want bread.', 'I have an apple.', 'I drink milk.'], explanation: '"Me gusta" means "I like".' },
    { prompt: 'Which of these is a drink?', correct: 'leche', distractors: ['pan', 'queso', 'arroz'], explanation: '"Leche" (milk) is a drink. Pan, queso and arroz are foods you eat.' },
    { prompt: 'Which of these is a fruit?', correct: 'manzana', distractors: ['pollo', 'pan', 'queso'], explanation: '"Manzana" means apple, a fruit.' },
  ],
  '3-5': [
    ...meaningQuestions(mealsAndTable),
    { prompt: 'What does "Tengo hambre" mean?', correct: "I'm hungry.", distractors: ["I'm thirsty.", "I'm tired.", "I'm cold."], explanation: 'Spanish uses "tener" for hunger: literally "I have hunger".' },
    { prompt: 'What does "Tengo sed" mean?', correct: "I'm thirsty.", distractors: ["I'm hungry.", "I'm sleepy.", "I'm full."], explanation: '"Sed" means thirst.' },
    { prompt: 'Complete: "Me ___ las uvas." (I like grapes.)', correct: 'gustan', distractors: ['gusta', 'gusto', 'gustas'], explanation: 'The thing liked is the subject: "las uvas" is plural, so "gustan".' },
    { prompt: 'Complete: "Me ___ el chocolate." (I like chocolate.)', correct: 'gusta', distractors: ['gustan', 'gusto', 'gustamos'], explanation: '"El chocolate" is singular, so "gusta".' },
    { prompt: 'What does "la cuenta, por favor" mean in a restaurant?', correct: 'The bill (check), please.', distractors: ['The menu, please.', 'A table, please.', 'Water, please.'], explanation: '"La cuenta" is the bill you pay at the end of the meal.' },
    { prompt: 'What does "¡Qué rico!" mean when said about food?', correct: 'How delicious!', distractors: ['How expensive!', 'How rich you are!', 'How much food!'], explanation: 'With food, "rico" means tasty or delicious.' },
    { prompt: 'How do you politely say "I would like a sandwich"?', correct: 'Quisiera un sándwich.', distractors: ['Quiero comer un sándwich ayer.', 'Tengo un sándwich.', 'Me gusta un sándwich ahora.'], explanation: '"Quisiera" (I would like) is a polite way to ask for something.' },
    { prompt: 'What does "el almuerzo" usually mean?', correct: 'lunch', distractors: ['breakfast', 'dinner', 'a snack at night'], explanation: '"El almuerzo" is usually lunch. In Spain the main midday meal is often called "la comida".' },
  ],
  '6-8': [
    { prompt: 'A waiter asks "¿Qué desea pedir?". What does it mean?', correct: 'What would you like to order?', distractors: ['What do you want to pay?', 'Where would you like to sit?', 'What did you eat?'], explanation: '"Pedir" means to order (or ask for) something.' },
    { prompt: 'Which sentence is the best way to order soup in a restaurant?', correct: 'Para mí, la sopa, por favor.', distractors: ['Para mí, la cuenta, por favor.', 'Yo soy la sopa.', 'Me gusta la sopa ayer.'], explanation: '"Para mí..." (for me...) is a common way to order.' },
    { prompt: 'Complete: "A mis padres les ___ la comida picante."', correct: 'gusta', distractors: ['gustan', 'gustamos', 'gusto'], explanation: 'The subject of "gustar" is "la comida picante" (singular), so "gusta", even though "padres" is plural.' },
    { prompt: 'Complete: "A nosotros nos ___ las frutas tropicales."', correct: 'gustan', distractors: ['gusta', 'gustamos', 'gustáis'], explanation: '"Las frutas tropicales" is plural, so "gustan".' },
    { prompt: 'What does "la propina" mean?', correct: 'the tip', distractors: ['the recipe', 'the price', 'the cook'], explanation: '"La propina" is the extra money left for the waiter.' },
    { prompt: 'What does "Soy vegetariano, no como carne" mean?', correct: "I'm a vegetarian, I don't eat meat.", distractors: ["I'm a cook, I don't eat meat.", "I'm hungry, I want some meat.", "I'm a vegetarian, I don't eat vegetables."], explanation: '"Carne" means meat; "no como" means "I don\'t eat".' },
    { prompt: 'Which Spanish dish is made of rice cooked in a wide pan, often with seafood or chicken?', correct: 'paella', distractors: ['gazpacho', 'churros', 'tacos'], explanation: 'Paella comes from Valencia, in Spain. Gazpacho is a cold soup and churros are fried dough.' },
    { prompt: 'In Spain, what is a "tortilla española"?', correct: 'a potato omelette', distractors: ['a corn flatbread', 'a sweet pancake', 'a rice pudding'], explanation: 'In Mexico and Central America a "tortilla" is a flatbread, but in Spain it is an omelette made with eggs and potatoes.' },
    { prompt: 'Complete: "Yo ___ cereales en el desayuno." (comer)', correct: 'como', distractors: ['come', 'comes', 'comemos'], explanation: 'Regular -er verbs take -o for yo: yo como.' },
    { prompt: 'Complete: "¿Qué ___ tú para beber?" (querer)', correct: 'quieres', distractors: ['queres', 'quiero', 'quiere'], explanation: '"Querer" is a stem-changing verb (e to ie): tú quieres.' },
    { prompt: 'What does "Está muy salado" mean about a dish?', correct: "It's very salty.", distractors: ["It's very sweet.", "It's very spicy.", "It's very cold."], explanation: '"Salado" means salty; "dulce" is sweet and "picante" is spicy.' },
    { prompt: 'Which sentence asks "How much is the salad?"', correct: '¿Cuánto cuesta la ensalada?', distractors: ['¿Cuántas ensaladas hay?', '¿Dónde está la ensalada?', '¿Qué es la ensalada?'], explanation: '"¿Cuánto cuesta...?" asks the price of one item.' },
    { prompt: 'Complete: "Voy a ___ una pizza por teléfono."', correct: 'pedir', distractors: ['preguntar', 'pagar', 'probar'], explanation: '"Pedir" means to order or ask for something; "preguntar" means to ask a question.' },
    { prompt: 'What does "probar" mean in "¿Quieres probar el pastel?"', correct: 'to try (taste)', distractors: ['to prove', 'to bake', 'to buy'], explanation: 'With food, "probar" means to taste or try.' },
    { prompt: 'Which meal is "la merienda"?', correct: 'an afternoon snack', distractors: ['breakfast', 'a wedding dinner', 'a midnight feast'], explanation: 'Many families have a "merienda" between lunch and dinner.' },
    { prompt: 'From which country do tacos, enchiladas and mole come?', correct: 'Mexico', distractors: ['Spain', 'Argentina', 'Chile'], explanation: 'These are traditional Mexican dishes, many based on corn.' },
  ],
  '9-12': [
    { prompt: 'Why is "quisiera" used in "Quisiera ver la carta, por favor"?', correct: 'The imperfect subjunctive of "querer" makes a request more polite.', distractors: ['It is the future tense of "querer".', 'It is the only past tense of "querer".', 'It is a command.'], explanation: '"Quisiera" softens "quiero", like "I would like" instead of "I want".' },
    { prompt: 'Complete: "Si tuviera más hambre, ___ un postre."', correct: 'pediría', distractors: ['pido', 'pedí', 'pida'], explanation: 'A hypothetical "si" clause with the imperfect subjunctive is followed by the conditional.' },
    { prompt: 'Complete: "Me gustaría que el camarero nos ___ la cuenta."', correct: 'trajera', distractors: ['trae', 'traerá', 'traído'], explanation: 'A wish in the conditional ("me gustaría que") takes the imperfect subjunctive: "trajera".' },
    { prompt: 'What does "Aquí se come muy bien" mean?', correct: 'You eat very well here. (The food is good here.)', distractors: ['He eats here very often.', 'They ate well here yesterday.', 'Eat well here!'], explanation: 'The impersonal "se" means people in general: "one eats well here".' },
    { prompt: 'Choose the best verb: "Esta sopa ___ fría; ¿la puede calentar?"', correct: 'está', distractors: ['es', 'hay', 'tiene'], explanation: 'The soup\'s temperature is a temporary state, so "estar".' },
    { prompt: 'What is the difference between "El pastel está rico" and "Él es rico"?', correct: 'The first means the cake tastes delicious; the second means he is wealthy.', distractors: ['Both mean the cake is expensive.', 'The first means the cake is wealthy; the second means he is tasty.', 'There is no difference.'], explanation: '"Estar rico" (of food) is tasty; "ser rico" (of people) is rich.' },
    { prompt: 'What does the idiom "ser pan comido" mean?', correct: 'to be very easy (a piece of cake)', distractors: ['to be very hungry', 'to be out of date', 'to be very cheap'], explanation: '"El examen fue pan comido" means "The exam was a piece of cake".' },
    { prompt: 'What does "ponerse como un tomate" mean?', correct: 'to go bright red (to blush)', distractors: ['to get fat', 'to become angry and shout', 'to grow quickly'], explanation: 'Like a ripe tomato, someone embarrassed turns red.' },
    { prompt: 'What does "Pásame la sal, por favor" mean?', correct: 'Pass me the salt, please.', distractors: ['I passed the salt, please.', 'The salt passed me, please.', 'Buy me some salt, please.'], explanation: '"Pásame" is an informal command ("pasa") with "me" attached.' },
    { prompt: 'Complete: "Ayer nosotros ___ en un restaurante peruano." (cenar)', correct: 'cenamos', distractors: ['cenábamos', 'cenaremos', 'cenemos'], explanation: 'A single completed event yesterday takes the preterite: "cenamos". For -ar verbs, nosotros has the same form in present and preterite.' },
    { prompt: 'Complete: "Cuando era niño, mi madre siempre ___ arepas los domingos." (hacer)', correct: 'hacía', distractors: ['hizo', 'hace', 'haga'], explanation: 'A habitual past action takes the imperfect: "hacía".' },
    { prompt: 'Complete: "No creo que este restaurante ___ abierto a estas horas."', correct: 'esté', distractors: ['está', 'estar', 'estuvo'], explanation: '"No creo que" expresses doubt, so the subjunctive follows: "esté".' },
    { prompt: 'Complete: "¿Me ___ la receta de este guiso?" (could you give me, formal)', correct: 'podría dar', distractors: ['puedo dar', 'pude dar', 'podría dado'], explanation: 'The conditional "podría" + infinitive makes a polite request: "¿Me podría dar...?"' },
    { prompt: 'What does the saying "Al pan, pan, y al vino, vino" mean?', correct: 'Call a spade a spade (speak plainly).', distractors: ['Eat bread before drinking wine.', 'Share your food with everyone.', 'Everything in moderation.'], explanation: 'It means to call things by their proper names, without hiding the truth.' },
    { prompt: 'Complete: "Las verduras ___ en el mercado esta mañana." (were bought)', correct: 'se compraron', distractors: ['se compró', 'se comprarán', 'compraron se'], explanation: 'The passive "se" with a past-tense verb agreeing with "las verduras": "se compraron".' },
    { prompt: 'Complete: "Hay que ___ las manos antes de cocinar."', correct: 'lavarse', distractors: ['lavarlas se', 'lava', 'lavando'], explanation: '"Hay que" (one must) is followed by an infinitive; washing your own hands is reflexive: "lavarse las manos".' },
  ],
};
