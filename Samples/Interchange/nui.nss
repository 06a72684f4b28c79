/* A NUI theme (NUI's .nss syntax), written for SkinKit's samples: variables, NUI's style
   classes, an app's own class, per-state suffixes and a device query. */
@bodyFontName: HelveticaNeue;
@titleFontName: HelveticaNeue-Medium;
@textColor: #333333;
@accentColor: #1F6FD1;
@barColor: #F4F4F4;

Button {
    background-color: @accentColor;
    corner-radius: 6;
    font-color: white;
    font-color-highlighted: lightGray;
    font-name: @bodyFontName;
    font-size: 16;
    padding: 8 12;
}
LargeButton {
    font-size: 22;
}
Label {
    font-color: @textColor;
    font-name: @bodyFontName;
    font-size: 15;
    text-shadow-color: white;
    text-shadow-offset: 0,1;
}
NavigationBar {
    background-tint-color: @barColor;
    font-color: @textColor;
    font-name: @titleFontName;
    font-size: 18;
}
Switch {
    on-tint-color: @accentColor;
}
@media (device:ipad) {
    Label {
        font-size: 17;
    }
}
