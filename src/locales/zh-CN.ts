export default { 'menu.home': '首页' };
