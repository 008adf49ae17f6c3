/** The server builds render HTML only: a stylesheet import there becomes an empty module. */
module.exports = function nullLoader() {
  return '';
};
