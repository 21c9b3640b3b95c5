/** ra-language-german ships no types: it is react-admin's message object. */
declare module 'ra-language-german' {
  type Messages = { [key: string]: string | Messages };
  const messages: { ra: Messages };
  export default messages;
}
