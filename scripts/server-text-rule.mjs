// The party app and the back office branch on the server's codes, never on its sentences
// (docs/architecture.md "Codes, not sentences"): a sentence may be reworded or arrive translated.
// These no-restricted-syntax selectors (eslint.config.mjs, for frontend/src and admin/src) refuse
// the ways client code compares server text.
const SAID =
  "The server's sentences are for people: branch on its code (error.code, notice.code), never on its text " + '(docs/architecture.md "Codes, not sentences").';
const EQUALITY = 'BinaryExpression[operator=/^[!=]==?$/]';
const MESSAGE = "[property.name='message']";

export const SERVER_TEXT_COMPARISONS = [
  // `error.message === 'Room not found'`, `'…' !== notice.message`
  { selector: `${EQUALITY}[left.type='MemberExpression']${MESSAGE.replace('[', '[left.')}[right.type=/^(Literal|TemplateLiteral)$/]`, message: SAID },
  { selector: `${EQUALITY}[right.type='MemberExpression']${MESSAGE.replace('[', '[right.')}[left.type=/^(Literal|TemplateLiteral)$/]`, message: SAID },
  // `message === 'You left the room.'`
  { selector: `${EQUALITY}[left.name='message'][right.type=/^(Literal|TemplateLiteral)$/]`, message: SAID },
  { selector: `${EQUALITY}[right.name='message'][left.type=/^(Literal|TemplateLiteral)$/]`, message: SAID },
  // `sentences.includes(message)`, `gone.has(error.message)`
  { selector: "CallExpression[callee.property.name=/^(includes|has|indexOf)$/] > Identifier.arguments[name='message']", message: SAID },
  { selector: `CallExpression[callee.property.name=/^(includes|has|indexOf)$/] > MemberExpression.arguments${MESSAGE}`, message: SAID },
  // `error.message.startsWith('Room')`, `message.includes('full')`, `/full/.test(error.message)`
  { selector: `CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|indexOf)$/][callee.object.name='message']`, message: SAID },
  { selector: `CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|indexOf)$/][callee.object.property.name='message']`, message: SAID },
  {
    selector:
      "CallExpression[callee.property.name='test'][callee.object.regex] > " +
      ".arguments:matches(Identifier[name='message'], MemberExpression[property.name='message'])",
    message: SAID,
  },
];
