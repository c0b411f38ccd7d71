// What a test gets for an imported style sheet (jest.config.ts maps every .css here): nothing,
// since jsdom applies no styles and the tests look at the markup.
module.exports = {};
